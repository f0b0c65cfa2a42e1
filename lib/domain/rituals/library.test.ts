import { describe, expect, it } from "vitest";

import { MOOD_BANDS, RITUAL_KINDS, RITUAL_LIBRARY } from "./library";
import { CONNECTION_RITUALS } from "./library-connection";
import { INTIMACY_RITUALS } from "./library-intimacy";
import { REPAIR_RITUALS } from "./library-repair";
import { SELF_CARE_RITUALS } from "./library-self-care";

// A terminator followed by an optional closing quote, then whitespace or the end: how many sentences a text has.
const sentenceCount = (text: string) => text.match(/[.!?][”"']?(?=\s|$)/g)?.length ?? 0;

describe("RITUAL_LIBRARY", () => {
  it("has at least 64 rituals, 16 of each kind", () => {
    expect(RITUAL_LIBRARY.length).toBeGreaterThanOrEqual(64);
    for (const kind of RITUAL_KINDS) {
      expect(RITUAL_LIBRARY.filter((r) => r.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    }
  });

  it("keeps each kind's file to its own kind", () => {
    const files = [
      ["self-care", SELF_CARE_RITUALS],
      ["intimacy", INTIMACY_RITUALS],
      ["repair", REPAIR_RITUALS],
      ["connection", CONNECTION_RITUALS],
    ] as const;
    for (const [kind, rituals] of files) {
      expect(rituals.length).toBe(16);
      expect(
        rituals.every((r) => r.kind === kind),
        kind,
      ).toBe(true);
    }
  });

  it("has unique kebab-case ids and unique titles (case-insensitive)", () => {
    const ids = RITUAL_LIBRARY.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const titles = RITUAL_LIBRARY.map((r) => r.title.trim().toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("keeps titles within 60 characters and trimmed", () => {
    for (const r of RITUAL_LIBRARY) {
      expect(r.title.length, r.id).toBeLessThanOrEqual(60);
      expect(r.title, r.id).toBe(r.title.trim());
      expect(r.title.length, r.id).toBeGreaterThan(0);
    }
  });

  it("writes descriptions as 1–3 complete sentences within 300 characters", () => {
    for (const r of RITUAL_LIBRARY) {
      expect(r.description.length, r.id).toBeLessThanOrEqual(300);
      const sentences = sentenceCount(r.description);
      expect(sentences, r.id).toBeGreaterThanOrEqual(1);
      expect(sentences, r.id).toBeLessThanOrEqual(3);
      expect(r.description, r.id).toMatch(/^[A-Z“]/);
      expect(r.description, r.id).toMatch(/[.!]”?$/);
    }
  });

  it("has at least 8 backup rituals, tiny ones, including some that work solo", () => {
    const backups = RITUAL_LIBRARY.filter((r) => r.backup);
    expect(backups.length).toBeGreaterThanOrEqual(8);
    for (const r of backups) {
      expect(r.minutes, r.id).toBeLessThanOrEqual(5);
      expect(r.moods, r.id).toContain("low");
    }
    expect(backups.filter((r) => r.solo).length).toBeGreaterThanOrEqual(3);
  });

  it("marks solo only where it makes sense", () => {
    expect(RITUAL_LIBRARY.filter((r) => r.kind === "self-care").every((r) => r.solo)).toBe(true);
    expect(RITUAL_LIBRARY.filter((r) => r.kind === "intimacy").some((r) => r.solo)).toBe(false);
    const soloConnection = RITUAL_LIBRARY.filter((r) => r.kind === "connection" && r.solo);
    expect(soloConnection.length).toBeGreaterThanOrEqual(3);
    // Solo rituals must not ask for a partner who is not there.
    for (const r of RITUAL_LIBRARY.filter((r) => r.solo)) expect(r.description, r.id).not.toMatch(/partner/i);
  });

  it("gives every ritual 1–3 known mood bands and a realistic duration", () => {
    for (const r of RITUAL_LIBRARY) {
      expect(r.moods.length, r.id).toBeGreaterThanOrEqual(1);
      expect(r.moods.length, r.id).toBeLessThanOrEqual(3);
      expect(new Set(r.moods).size, r.id).toBe(r.moods.length);
      for (const band of r.moods) expect(MOOD_BANDS, r.id).toContain(band);
      expect(Number.isInteger(r.minutes) && r.minutes >= 1 && r.minutes <= 60, r.id).toBe(true);
    }
  });

  it("covers every mood band within every kind", () => {
    for (const kind of RITUAL_KINDS) {
      for (const band of MOOD_BANDS) {
        expect(
          RITUAL_LIBRARY.some((r) => r.kind === kind && r.moods.includes(band)),
          `${kind}/${band}`,
        ).toBe(true);
      }
    }
  });

  it("stays inclusive, claim-free and in American spelling", () => {
    for (const r of RITUAL_LIBRARY) {
      const text = `${r.title} ${r.description}`;
      expect(text, r.id).not.toMatch(/\b(husband|wife|boyfriend|girlfriend|spouse)\b/i);
      expect(text, r.id).not.toMatch(
        /%|\bpercent|\bstudies\b|\bresearch|\bproven\b|\btherap|\bcures?\b|\bheal|\bdiagnos/i,
      );
      expect(text, r.id).not.toMatch(
        /\b(colour|favour\w*|behaviour\w*|centre|neighbour\w*|realis\w*|organis\w*|apologis\w*)\b/i,
      );
    }
  });
});
