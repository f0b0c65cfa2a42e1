import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { MOOD_STATUSES } from "@/lib/domain/labels";
import { UNAVAILABLE_MESSAGE } from "@/lib/errors";
import type { SearchParams } from "@/lib/validation/quick-mood";
import { markupText } from "@/tests/helpers/static-markup";
import { MOOD_TOASTS } from "./mood-form";

// The action module reaches the database; these tests render markup and never submit the form.
vi.mock("@/lib/actions/entries", () => ({ quickLogMoodAction: vi.fn() }));

const { QuickMoodRow, QUICK_MOOD_TEXT } = await import("./quick-mood-row");

const KEY = "render-key-1";
const render = (params: SearchParams = {}, idempotencyKey: string | null = KEY) =>
  renderToStaticMarkup(createElement(QuickMoodRow, { params, idempotencyKey: idempotencyKey ?? undefined }));

const radios = (html: string) => [...html.matchAll(/<input type="radio"[^>]*>/g)].map((m) => m[0]);
const checked = (html: string) => radios(html).filter((input) => / checked=""/.test(input));
const labels = (html: string) => [...html.matchAll(/<label[^>]*>.*?<\/label>/g)].map((m) => markupText(m[0]));
const message = (html: string) => markupText(html.match(/<p[^>]*role="status"[^>]*>.*?<\/p>/)![0]);
const links = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]+)"/g)].map((m) => m[1]);

describe("QuickMoodRow", () => {
  test("a titled card landmark whose form is a fieldset named by the same heading", () => {
    const html = render();
    expect(html).toMatch(/^<section[^>]*id="quick-mood"[^>]*aria-labelledby="quick-mood-title"/);
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*><h2[^>]*id="quick-mood-title"[^>]*>How are you feeling\?<\/h2>/);
    expect(html).toMatch(/<form class="[^"]*" action="/);
  });

  test("seven real radio buttons, one per face of the scale, required and named for the server's one field", () => {
    const html = render();
    const inputs = radios(html);
    expect(inputs).toHaveLength(7);
    expect(inputs.map((input) => input.match(/value="(-?\d)"/)![1])).toEqual(["-3", "-2", "-1", "0", "1", "2", "3"]);
    for (const input of inputs) {
      expect(input).toContain('name="mood"');
      expect(input).toContain('required=""');
    }
    expect(checked(html)).toEqual([]);
  });

  test("each face is its word to a screen reader (the emoji is hidden), with the word on hover too", () => {
    const html = render();
    expect(labels(html)).toEqual(MOOD_STATUSES.map((status) => `${status.emoji} ${status.label}`));
    for (const status of MOOD_STATUSES) {
      expect(html).toContain(`title="${status.label}"`);
      expect(html).toContain(`<span aria-hidden="true" class="`);
      expect(html).toContain(`<span class="sr-only">${status.label}</span>`);
    }
    expect(markupText(html)).toContain("Very Difficult Okay Excellent");
  });

  test("Save submits; 'Add details' opens the full form; the server's key rides along", () => {
    const html = render();
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Save<\/button>/);
    expect(links(html)).toEqual(["/mood-log"]);
    expect(markupText(html)).toContain(QUICK_MOOD_TEXT.details);
    expect(html).toContain(`<input type="hidden" name="key" value="${KEY}"/>`);
  });

  test("without a key given, each rendering makes a new one", () => {
    const key = (html: string) => html.match(/name="key" value="([^"]+)"/)![1];
    const first = key(render({}, null));
    const second = key(render({}, null));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  test("before anything happens: a hint in the message line, which the group points at", () => {
    const html = render();
    expect(message(html)).toBe(QUICK_MOOD_TEXT.hint);
    expect(html).toMatch(/<fieldset aria-describedby="quick-mood-message"/);
    expect(html).toMatch(/<p id="quick-mood-message" role="status" data-outcome="idle"/);
  });

  test("after a save: the spec's success words, and no face left chosen for the next one", () => {
    const html = render({ "mood-logged": "1" });
    expect(message(html)).toBe(`${MOOD_TOASTS.success.title} ${MOOD_TOASTS.success.description}`);
    expect(message(html)).toBe("Mood logged successfully! Thank you for sharing how you're feeling.");
    expect(checked(html)).toEqual([]);
  });

  test("a failure says what went wrong in the spec's words and keeps the chosen face, also for 'Add details'", () => {
    const down = render({ "mood-error": "unavailable", "mood-value": "2" });
    expect(message(down)).toBe(`Error saving mood: ${UNAVAILABLE_MESSAGE}`);
    expect(checked(down)).toHaveLength(1);
    expect(checked(down)[0]).toContain('value="2"');
    expect(links(down)).toEqual(["/mood-log?mood=2"]);

    const failed = render({ "mood-error": "failed", "mood-value": "-3" });
    expect(message(failed)).toBe("Error saving mood: Failed to save your mood. Please try again.");
    expect(checked(failed)[0]).toContain('value="-3"');

    const invalid = render({ "mood-error": "invalid" });
    expect(message(invalid)).toBe("Please choose how you're feeling");
    expect(checked(invalid)).toEqual([]);
    expect(links(invalid)).toEqual(["/mood-log"]);
  });

  test("the address cannot put words in the row: unknown outcomes read as nothing having happened", () => {
    const html = render({ "mood-error": "<b>Call this number</b>", "mood-value": "9" });
    expect(message(html)).toBe(QUICK_MOOD_TEXT.hint);
    expect(html).not.toContain("Call this number");
    expect(checked(html)).toEqual([]);
  });

  test("fixed sizes: the faces, the scale, the message line and the buttons' row never change height", () => {
    for (const params of [{}, { "mood-logged": "1" }, { "mood-error": "unavailable", "mood-value": "0" }]) {
      const html = render(params);
      expect(html.match(/<label[^>]*class="([^"]+)"/)![1]).toContain("h-12");
      expect(html).toMatch(/<p id="quick-mood-message"[^>]*class="[^"]*min-h-10/);
      expect(html).toMatch(/<div class="mt-2 flex h-10 /);
    }
  });
});
