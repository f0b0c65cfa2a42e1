import { describe, expect, it } from "vitest";

import { scoreCsi4 } from "./csi4";
import { scorePhq4, type Phq4Score } from "./phq4";
import { checkUpTrend } from "./trend";
import { PHQ4_PRIVACY, SCREENING_NOTE, csi4Wording, phq4Wording, trendSentence, type ResultWording } from "./wording";

function csi(total: number) {
  // Fill the items greedily so the total is reached with real answers.
  const caps = [6, 5, 5, 5];
  let left = total;
  const values = caps.map((cap) => {
    const value = Math.min(cap, left);
    left -= value;
    return value;
  });
  const result = scoreCsi4({ happiness: values[0], warm: values[1], rewarding: values[2], satisfied: values[3] });
  if (!result.ok) throw new Error(result.message);
  return result.score;
}

function phq(nervous: number, worrying: number, interest: number, down: number): Phq4Score {
  const result = scorePhq4({ nervous, worrying, interest, down });
  if (!result.ok) throw new Error(result.message);
  return result.score;
}

const words = (wording: ResultWording) => [wording.title, wording.summary, ...wording.message, wording.note].join(" ");

// Words a result must never use about a person or a relationship: they would read as a diagnosis.
const DIAGNOSTIC =
  /\b(distress(ed)?|depress(ed|ion)|anxious|anxiety|disorder|dysfunction(al)?|diagnos(ed|is)|symptoms?|clinical|abnormal|severe)\b/i;

describe("csi4Wording", () => {
  it("says it is a screening, not a diagnosis, at every total, and never uses a diagnostic word otherwise", () => {
    for (let total = 0; total <= 21; total++) {
      const wording = csi4Wording(csi(total));
      expect(wording.note).toBe("This is a screening, not a diagnosis.");
      expect(words(wording).replace(SCREENING_NOTE, "")).not.toMatch(DIAGNOSTIC);
      expect(words(wording)).not.toContain("13.5");
    }
  });

  it("points to counselling and the counsellor report below the cut-off and near it, not clear of it", () => {
    expect(csi4Wording(csi(13)).suggestions).toEqual(["counselling", "counsellor_report"]);
    expect(csi4Wording(csi(14)).suggestions).toEqual(["counselling", "counsellor_report"]);
    expect(csi4Wording(csi(15)).suggestions).toEqual(["counselling", "counsellor_report"]);
    expect(csi4Wording(csi(16)).suggestions).toEqual([]);
  });

  it("names the report by its card's title and the score out of 21", () => {
    const below = csi4Wording(csi(9));
    expect(below.summary).toBe("9 of 21. Higher means more satisfied.");
    expect(below.message.join(" ")).toContain("Report for your counsellor");
    expect(below.message[0]).toBe(
      "Your answers say your relationship feels hard right now. You do not have to work it out alone.",
    );
    expect(csi4Wording(csi(14)).message[0]).toContain("Your answers are mixed right now");
    expect(csi4Wording(csi(19)).message).toEqual([
      "Your answers lean towards feeling satisfied with your relationship right now.",
    ]);
  });
});

describe("phq4Wording", () => {
  it("below both thresholds: no resources, but the door left open, and private", () => {
    const wording = phq4Wording(phq(1, 1, 1, 1));
    expect(wording.suggestions).toEqual([]);
    expect(wording.note).toBe(SCREENING_NOTE);
    expect(wording.message.join(" ")).toContain(PHQ4_PRIVACY);
  });

  it("a subscale at its threshold shows support resources and suggests a professional", () => {
    const depression = phq4Wording(phq(0, 0, 2, 1));
    expect(depression.suggestions).toEqual(["support_resources", "professional"]);
    expect(depression.message[0]).toBe(
      "Your answers about losing interest or feeling down are at the level where a professional would usually ask " +
        "a few more questions.",
    );
    const anxiety = phq4Wording(phq(3, 0, 0, 0));
    expect(anxiety.suggestions).toEqual(["support_resources", "professional"]);
    expect(anxiety.message[0]).toContain("feeling nervous or not being able to stop worrying");
    const both = phq4Wording(phq(3, 3, 3, 3));
    expect(both.message[0]).toContain("losing interest or feeling down, and about feeling nervous");
    expect(both.message.join(" ")).toContain("doctor or a mental health professional");
  });

  it("just below the threshold (2 and 2) shows no resources", () => {
    expect(phq4Wording(phq(1, 1, 2, 0)).suggestions).toEqual([]);
  });

  it("never uses a diagnostic word, at any answers", () => {
    for (let a = 0; a <= 3; a++)
      for (let b = 0; b <= 3; b++)
        for (let c = 0; c <= 3; c++)
          for (let d = 0; d <= 3; d++) {
            const wording = phq4Wording(phq(a, b, c, d));
            expect(words(wording).replace(SCREENING_NOTE, "")).not.toMatch(DIAGNOSTIC);
            expect(wording.note).toBe(SCREENING_NOTE);
          }
  });
});

describe("trendSentence", () => {
  const record = (day: string, total: number) => ({ takenAt: new Date(`${day}T12:00:00Z`), total });

  it("says nothing before the first check-up and invites the next after it", () => {
    expect(trendSentence(checkUpTrend([]))).toBeNull();
    expect(trendSentence(checkUpTrend([record("2026-09-01", 14)]))).toBe(
      "Your first check-up: 14 of 21. Your trend starts with the next one.",
    );
  });

  it("with two check-ups gives the change and says when a direction will show", () => {
    expect(trendSentence(checkUpTrend([record("2026-09-01", 14), record("2026-09-29", 15)]))).toBe(
      "Up 1 point since your last check-up. A direction shows after 1 more check-up.",
    );
    expect(trendSentence(checkUpTrend([record("2026-09-01", 14), record("2026-09-29", 14)]))).toBe(
      "The same as your last check-up. A direction shows after 1 more check-up.",
    );
  });

  it("from three check-ups names the direction over the last three", () => {
    const falling = [record("2026-09-01", 17), record("2026-09-29", 16), record("2026-10-27", 13)];
    expect(trendSentence(checkUpTrend(falling))).toBe(
      "Down 3 points since your last check-up. Over your last three check-ups it has fallen 4 points.",
    );
    const steady = [record("2026-09-01", 15), record("2026-09-29", 16), record("2026-10-27", 16)];
    expect(trendSentence(checkUpTrend(steady))).toBe(
      "The same as your last check-up. Over your last three check-ups it has held steady.",
    );
  });
});
