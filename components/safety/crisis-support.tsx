import type { CrisisCountry } from "@/lib/domain/safety/crisis-resources";
import type { SafetyCategory } from "@/lib/domain/safety/screen";

/**
 * Help lines (issue #15, decision 035), shared by the coach's panel, the mood log's crisis card
 * (./crisis-support-card.tsx) and /coach-safety: the same words and the same links wherever a screened message or
 * note meets them. Links a phone can act on: call, text, open. No state here, so the public page runs no script.
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
  /** Whose lines `resources` are; "INTL" when nothing placed the person, and the card asks (decision 065). */
  country: CrisisCountry;
  /** What the screen matched: another country's lines are ordered the same way when one is chosen. */
  categories: readonly SafetyCategory[];
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
              <span className="font-semibold text-red-800">{line.name}</span>
            )}
            {line.detail ? <span className="block text-xs text-red-900">{line.detail}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
