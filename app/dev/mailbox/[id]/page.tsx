import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { requireMailboxAccess } from "@/lib/auth/guards";
import { getDevMailboxMessage } from "@/lib/services/dev-tools/list-dev-mailbox";
import { LinkifiedText } from "../_components/linkified-text";

export const metadata: Metadata = { title: "Message", robots: { index: false } };

export default async function MailboxMessagePage({ params }: { params: Promise<{ id: string }> }) {
  await requireMailboxAccess();
  const message = await getDevMailboxMessage({ id: (await params).id });
  if (!message) notFound();
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <Link href="/dev/mailbox" className="text-sm text-brand-700 hover:underline">
        ← All messages
      </Link>
      <h1 className="text-2xl font-semibold">{message.subject ?? `SMS to ${message.recipient}`}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
        <dt className="text-muted">To</dt>
        <dd>{message.recipient}</dd>
        <dt className="text-muted">Status</dt>
        <dd>
          {message.status} after {message.attempts} attempt(s){message.lastError ? ` — ${message.lastError}` : ""}
        </dd>
      </dl>
      <section aria-label="Plain text" className="rounded-2xl border border-brand-100 bg-white p-4">
        <LinkifiedText text={message.bodyText} />
      </section>
      {message.bodyHtml ? (
        // sandbox without allow-scripts: the HTML part renders, nothing in it runs.
        <iframe
          title="HTML part"
          sandbox=""
          srcDoc={message.bodyHtml}
          className="h-[32rem] w-full rounded-2xl border border-brand-100 bg-white"
        />
      ) : null}
    </main>
  );
}
