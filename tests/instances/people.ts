/**
 * Who the two-instance run signs in as (the e2e pool's emails and names, tests/e2e/support/pool.ts, in a database of
 * its own): solos 0–23 ask for password resets (the outbox test), 24–27 lose their sign-ins (the rate-limit test),
 * 28 writes on one instance and reads on the other; couple 0 is the live-update test's.
 */
export const INSTANCE_PEOPLE = { solos: 29, couples: 1 } as const;
export const RESET_SOLOS = { first: 0, count: 24 } as const;
export const LOCKED_SOLOS = { first: 24, count: 4 } as const;
export const READER_SOLO = 28;
