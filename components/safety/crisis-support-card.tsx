"use client";

import { useState, useSyncExternalStore } from "react";
import {
  CRISIS_COUNTRIES,
  CRISIS_TEXT,
  HELPLINES,
  crisisResources,
  isCrisisCountry,
  type CrisisCountry,
} from "@/lib/domain/safety/crisis-resources";
import type { SafetyCategory } from "@/lib/domain/safety/screen";
import { HelpLines, type CrisisCard, type CrisisLine } from "./crisis-support";

/**
 * The crisis card and the panel's help lines, with the one-tap choice of country (issue #35, decision 065). The server
 * picks the country from the phone number, else the time zone; with neither (a browser in UTC, a country we hold no
 * lines for) it shows the international fallback — 112 and Find A Helpline — and asks for the country here. The
 * choice is kept in this browser only (localStorage: the schema has no place for it and we add no migration), is
 * never sent anywhere, and so never reaches the partner.
 */

const CRISIS_COUNTRY_STORAGE_KEY = "attune.crisis-country";

const CRISIS_CHOICE_TEXT = {
  ask: "Where are you? Tap your country to see its helpline.",
  change: (name: string) => `Not in ${name}? Choose your country`,
  showing: (name: string) => `Showing help lines for ${name}.`,
  label: "Your country",
} as const;

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
function readChoice(): CrisisCountry | null {
  try {
    const value = window.localStorage.getItem(CRISIS_COUNTRY_STORAGE_KEY);
    return isCrisisCountry(value) ? value : null;
  } catch {
    return null; // storage blocked: the server's country stands
  }
}
function saveChoice(country: CrisisCountry) {
  try {
    window.localStorage.setItem(CRISIS_COUNTRY_STORAGE_KEY, country);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

/** The country to show: the one tapped in this browser, else the server's; and how to change it. */
function useCrisisCountry(serverCountry: CrisisCountry) {
  const stored = useSyncExternalStore(subscribe, readChoice, () => null);
  const [local, setLocal] = useState<CrisisCountry | null>(null);
  const country = local ?? stored ?? serverCountry;
  return {
    country,
    chosen: local ?? stored,
    choose(next: CrisisCountry) {
      setLocal(next);
      saveChoice(next);
    },
  };
}

function CountryChoice({ country, onChoose }: { country: CrisisCountry; onChoose: (country: CrisisCountry) => void }) {
  const unknown = country === "INTL";
  const [open, setOpen] = useState(false);
  if (!unknown && !open) {
    return (
      <button type="button" className="mt-2 text-xs text-red-900 underline" onClick={() => setOpen(true)}>
        {CRISIS_CHOICE_TEXT.change(HELPLINES[country].name)}
      </button>
    );
  }
  return (
    <div role="group" aria-label={CRISIS_CHOICE_TEXT.label} className="mt-3">
      <p className="text-sm font-semibold text-red-900">{CRISIS_CHOICE_TEXT.ask}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {CRISIS_COUNTRIES.filter((c) => c !== "INTL").map((c) => (
          <li key={c}>
            <button
              type="button"
              aria-pressed={c === country}
              onClick={() => {
                setOpen(false);
                onChoose(c);
              }}
              className="min-h-9 rounded-full border border-red-200 bg-white px-3 text-xs text-red-900 aria-pressed:border-red-700 aria-pressed:font-semibold"
            >
              {HELPLINES[c].name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Help lines for a country the person can change in one tap; `resources` are the server's for `country`. */
export function CountryHelpLines({
  resources,
  country: serverCountry,
  categories,
  children,
}: {
  resources: readonly CrisisLine[];
  country: CrisisCountry;
  categories: readonly SafetyCategory[];
  /** Shown above the lines, from the lines shown (the abuse note names the listed domestic-violence line). */
  children?: (lines: readonly CrisisLine[]) => React.ReactNode;
}) {
  const { country, chosen, choose } = useCrisisCountry(serverCountry);
  const lines = country === serverCountry ? resources : crisisResources(country, categories);
  return (
    <>
      {children?.(lines)}
      <div className="mt-2" aria-live="polite">
        {chosen ? <p className="sr-only">{CRISIS_CHOICE_TEXT.showing(HELPLINES[country].name)}</p> : null}
        <HelpLines resources={lines} />
      </div>
      <CountryChoice country={country} onChoose={choose} />
    </>
  );
}

export function CrisisSupportCard({ card, as: Heading = "h3" }: { card: CrisisCard; as?: "h2" | "h3" }) {
  return (
    <section aria-label={card.heading} className="rounded-2xl border border-red-200 bg-red-50 px-3 py-3">
      <Heading className="font-semibold text-red-800">{card.heading}</Heading>
      <p className="mt-1 text-sm whitespace-pre-line text-red-900">{card.message}</p>
      <CountryHelpLines resources={card.resources} country={card.country} categories={card.categories}>
        {(lines) =>
          card.abuse ? <p className="mt-2 text-sm font-semibold text-red-900">{CRISIS_TEXT.abuse([...lines])}</p> : null
        }
      </CountryHelpLines>
    </section>
  );
}
