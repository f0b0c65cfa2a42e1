/**
 * Help lines and the crisis card (issue #15, decision 035), shared by the coach's panel and the mood log: the same
 * words and the same links wherever a screened message or note meets them. Links a phone can act on: call, text, open.
 */

export interface CrisisLine {
  name: string;
  action: "call" | "text" | "web";
  value: string;
  detail: string;
}

export interface CrisisCard {
  heading: string;
  message: string;
  resources: CrisisLine[];
  abuse: string | null;
}

const hrefOf = (line: CrisisLine): string | undefined => {
  if (line.action === "web") return line.value || undefined;
  const digits = line.value.replace(/[^\d+]/g, "");
  if (!digits) return undefined;
  return line.action === "call" ? `tel:${digits}` : `sms:${digits}`;
};

export function HelpLines({ resources }: { resources: readonly CrisisLine[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {resources.map((line) => {
        const href = hrefOf(line);
        return (
          <li key={`${line.name}-${line.action}`}>
            {href ? (
              <a href={href} className="font-semibold text-red-800 underline" rel="noreferrer">
                {line.name}:{" "}
                {line.action === "web" ? line.value.replace(/^https?:\/\//, "") : `${line.action} ${line.value}`}
              </a>
            ) : (
              // Everywhere else, the local emergency number is the person's to know: no number to link.
              <span className="font-semibold text-red-800">{line.name}</span>
            )}
            {line.detail ? <span className="block text-xs text-red-900">{line.detail}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

export function CrisisSupportCard({ card, as: Heading = "h3" }: { card: CrisisCard; as?: "h2" | "h3" }) {
  return (
    <section aria-label={card.heading} className="rounded-2xl border border-red-200 bg-red-50 px-3 py-3">
      <Heading className="font-semibold text-red-800">{card.heading}</Heading>
      <p className="mt-1 text-sm whitespace-pre-line text-red-900">{card.message}</p>
      {card.abuse ? <p className="mt-2 text-sm font-semibold text-red-900">{card.abuse}</p> : null}
      <div className="mt-2">
        <HelpLines resources={card.resources} />
      </div>
    </section>
  );
}
