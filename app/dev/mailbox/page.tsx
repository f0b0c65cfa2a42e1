import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { Card } from "@/components/ui/card";
import { requireMailboxAccess } from "@/lib/auth/guards";
import { listDevMailbox } from "@/lib/services/dev-tools/list-dev-mailbox";

export const metadata: Metadata = { title: "Dev mailbox", robots: { index: false } };

export default async function MailboxPage({ searchParams }: { searchParams: Promise<{ to?: string | string[] }> }) {
  await requireMailboxAccess();
  // A repeated ?to= arrives as a list; the form sends one, so the first one counts.
  const { to: raw } = await searchParams;
  const to = Array.isArray(raw) ? raw[0] : raw;
  const messages = await listDevMailbox({ recipient: to });
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">Dev mailbox</h1>
      <p className="text-sm text-muted">
        Every email and SMS Attune sends, as written to the outbox. Without RESEND_API_KEY nothing leaves this machine.
      </p>
      <form className="flex gap-2" action="/dev/mailbox">
        <label htmlFor="to" className="sr-only">
          Recipient
        </label>
        <input
          id="to"
          name="to"
          defaultValue={to}
          placeholder="Filter by recipient"
          className="h-9 flex-1 rounded-lg border border-brand-100 px-3 text-sm"
        />
        <button className="rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white">Filter</button>
      </form>
      {messages.length === 0 ? (
        <Card>{to?.trim() ? "No messages match this filter." : "No messages yet."}</Card>
      ) : (
        <ul className="divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white">
          {messages.map((message) => (
            <li key={message.id}>
              <Link href={`/dev/mailbox/${message.id}`} className="block p-4 hover:bg-brand-50">
                <span className="block font-medium">{message.subject ?? `(${message.channel})`}</span>
                <span className="block text-xs text-muted">
                  {message.channel} to {message.recipient} · {message.template} · {message.status} ·{" "}
                  <time dateTime={message.createdAt.toISOString()}>{message.createdAt.toISOString()}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
