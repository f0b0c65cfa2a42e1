import { describe, expect, test } from "vitest";
import { COACHING_PROGRAMS, findProgram, programsFor } from "./programs";

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Ids are stored with users' progress; this list pins them so a rename or removal fails here first.
const EXPECTED_IDS = [
  "soft-start-up",
  "repair-attempts",
  "appreciation",
  "stress-reducing-conversation",
  "turning-toward",
  "self-compassion",
];
const ANYONE_IDS = ["appreciation", "turning-toward", "self-compassion"];

describe("COACHING_PROGRAMS", () => {
  test("has the six programs, with stable ids", () => {
    expect(COACHING_PROGRAMS.map((program) => program.id)).toEqual(EXPECTED_IDS);
  });

  test("program ids are unique and kebab-case", () => {
    const ids = COACHING_PROGRAMS.map((program) => program.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(KEBAB_CASE);
  });

  test.each(COACHING_PROGRAMS.map((program) => [program.id, program] as const))(
    "%s: step ids are unique and kebab-case",
    (_id, program) => {
      const stepIds = program.steps.map((step) => step.id);
      expect(new Set(stepIds).size).toBe(stepIds.length);
      for (const id of stepIds) expect(id).toMatch(KEBAB_CASE);
    },
  );

  test.each(COACHING_PROGRAMS.map((program) => [program.id, program] as const))(
    "%s: has 4 to 7 steps",
    (_id, program) => {
      expect(program.steps.length).toBeGreaterThanOrEqual(4);
      expect(program.steps.length).toBeLessThanOrEqual(7);
    },
  );

  test.each(COACHING_PROGRAMS.map((program) => [program.id, program] as const))(
    "%s: has a source, a realistic duration and filled-in text",
    (_id, program) => {
      expect(program.source.trim()).not.toBe("");
      expect(program.source).toMatch(/\(\d{4}\)/);
      expect(Number.isInteger(program.minutesPerStep)).toBe(true);
      expect(program.minutesPerStep).toBeGreaterThan(0);
      expect(program.minutesPerStep).toBeLessThanOrEqual(60);
      for (const text of [program.title, program.summary]) expect(text.trim()).not.toBe("");
      for (const step of program.steps) {
        for (const text of [step.title, step.body, step.practice]) expect(text.trim()).not.toBe("");
      }
    },
  );

  test("couple programs each have at least one joint step", () => {
    for (const program of COACHING_PROGRAMS.filter((p) => p.audience === "couple")) {
      expect(program.steps.some((step) => step.joint)).toBe(true);
    }
  });

  test("anyone programs have no joint step, so they work without a partner", () => {
    const anyone = COACHING_PROGRAMS.filter((program) => program.audience === "anyone");
    expect(anyone.map((program) => program.id)).toEqual(ANYONE_IDS);
    for (const program of anyone) {
      expect(program.steps.filter((step) => step.joint).map((step) => step.id)).toEqual([]);
    }
  });

  test("uses inclusive wording: partner, not husband or wife", () => {
    const text = JSON.stringify(COACHING_PROGRAMS);
    expect(text).not.toMatch(/\b(husband|wife|wives|boyfriend|girlfriend)s?\b/i);
  });
});

describe("findProgram", () => {
  test("finds every program by id", () => {
    for (const program of COACHING_PROGRAMS) expect(findProgram(program.id)).toBe(program);
  });

  test("returns null for an unknown id", () => {
    expect(findProgram("no-such-program")).toBeNull();
    expect(findProgram("")).toBeNull();
    expect(findProgram("Soft-Start-Up")).toBeNull();
  });
});

describe("programsFor", () => {
  test("without a partner: only the anyone programs", () => {
    const ids = programsFor(false).map((program) => program.id);
    expect(ids).toEqual(ANYONE_IDS);
    expect(programsFor(false).every((program) => program.audience === "anyone")).toBe(true);
  });

  test("with a partner: every program, in display order", () => {
    expect(programsFor(true)).toEqual(COACHING_PROGRAMS);
  });
});
