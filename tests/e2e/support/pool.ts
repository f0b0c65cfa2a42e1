/**
 * The people e2e tests sign in as (issue #31). The server's seed (seed-people.ts) creates a pool of each kind before
 * it starts; a test claims fresh ones through the fixtures (fixtures.ts), so no two tests ever share a person and none
 * depends on what another file did. Emails and names follow from the kind and the slot, so the seed and the fixtures
 * need nothing but this file to agree.
 */
export const PASSWORD = "harbour-lantern-47-e2e";

export type PoolKind = "solo" | "couple" | "admin-couple";

/**
 * How many of each kind the seed makes: what a full run claims (35, 51 and 28 on 2026-11-28; on 2026-11-29 the quick
 * exit, import, weekly recap and network-drop specs ran the 50 solos out; later that day the check-up, quiet pause,
 * screening and two more import specs joined) with room to grow. The seed's time grows
 * with it (about 11 ms a person on an idle machine, ten times that on a loaded one), so it is sized to the suite, not
 * generously; E2E_POOL_SIZE scales all three (for --repeat-each).
 */
const scale = Number(process.env.E2E_POOL_SIZE ?? 1);
export const POOL_SIZE: Record<PoolKind, number> = {
  solo: Math.ceil(100 * scale),
  couple: Math.ceil(105 * scale),
  "admin-couple": Math.ceil(40 * scale),
};

export interface Person {
  email: string;
  password: string;
  /** As the app greets them: "Welcome, Robin". */
  firstName: string;
  fullName: string;
}

// Two lists with no name in common, so a sentence naming one partner can never be read as naming the other.
const FIRST = ["Robin", "Jamie", "Noor", "Emeka", "Ines", "Tomasz", "Aiko", "Mateo", "Leila", "Finn", "Priya", "Oskar"];
const SECOND = ["Sasha", "Kofi", "Maren", "Dev", "Lucia", "Hana", "Ravi", "Elif", "Joon", "Ada", "Tariq", "Wren"];
const SURNAMES = ["Walker", "Okafor", "Lindqvist", "Moreau", "Tanaka", "Silva", "Haddad", "Novak", "Byrne", "Costa"];

function person(email: string, first: string, slot: number): Person {
  const surname = SURNAMES[slot % SURNAMES.length]!;
  return { email, password: PASSWORD, firstName: first, fullName: `${first} ${surname}` };
}

/** One person on their own: verified, on a complimentary plan, no partner. */
export function soloAt(slot: number): Person {
  return person(`solo-${slot}@e2e.attune.test`, FIRST[slot % FIRST.length]!, slot);
}

/**
 * A linked couple sharing their moods with each other: the first sent the invitation and holds the plan that covers
 * both (as a paying couple would); in an admin couple the first is also an administrator.
 */
export function coupleAt(kind: "couple" | "admin-couple", slot: number): [Person, Person] {
  const prefix = kind === "couple" ? "couple" : "admin";
  return [
    person(`${prefix}-${slot}-a@e2e.attune.test`, FIRST[slot % FIRST.length]!, slot),
    person(`${prefix}-${slot}-b@e2e.attune.test`, SECOND[slot % SECOND.length]!, slot),
  ];
}

/**
 * A couple with a year of synthetic history each, linked and sharing everything: read-only for every test (the
 * analytics pages and the dashboard with data behind every card), so it is seeded once and never claimed.
 */
export const YEAR_COUPLE: [Person, Person] = [
  { email: "morgan@e2e.attune.test", password: PASSWORD, firstName: "Morgan", fullName: "Morgan Reyes" },
  { email: "taylor@e2e.attune.test", password: PASSWORD, firstName: "Taylor", fullName: "Taylor Reyes" },
];
