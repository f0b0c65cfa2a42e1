// @vitest-environment happy-dom
import { describe, expect, test, vi } from "vitest";
import { ESCAPE_WINDOW_MS, escapePresses, leaveFor, type KeyPress, type LeavingWindow } from "./quick-exit-keys";

const key = (timeStamp: number, overrides: Partial<KeyPress> = {}): KeyPress => ({
  key: "Escape",
  repeat: false,
  isComposing: false,
  defaultPrevented: false,
  timeStamp,
  ...overrides,
});

/** The outcomes of a sequence of presses, in order. */
const run = (presses: KeyPress[]) => {
  const counter = escapePresses();
  return presses.map((press) => counter.press(press));
};

describe("escapePresses: Escape twice leaves (decision 075)", () => {
  test("two presses within the window leave; one alone only arms", () => {
    expect(run([key(1_000)])).toEqual(["armed"]);
    expect(run([key(1_000), key(1_300)])).toEqual(["armed", "exit"]);
    expect(run([key(1_000), key(1_000 + ESCAPE_WINDOW_MS)])).toEqual(["armed", "exit"]);
  });

  test("a second press after the window starts a new count, which the next press completes", () => {
    expect(run([key(1_000), key(1_001 + ESCAPE_WINDOW_MS), key(1_500 + ESCAPE_WINDOW_MS)])).toEqual([
      "armed",
      "armed",
      "exit",
    ]);
  });

  test("an Escape the page used (a dialog, menu or the coach closed: preventDefault) does not count and drops a count", () => {
    // Closing a dialog, then pressing once more 'to be sure', stays on the page.
    expect(run([key(1_000, { defaultPrevented: true }), key(1_200)])).toEqual(["none", "armed"]);
    // A first press on the page, then one that closes something: no exit.
    expect(run([key(1_000), key(1_200, { defaultPrevented: true }), key(1_400)])).toEqual([
      "armed",
      "disarmed",
      "armed",
    ]);
    // With a dialog open, three presses leave: the first closes it.
    expect(run([key(1_000, { defaultPrevented: true }), key(1_200), key(1_400)])).toEqual(["none", "armed", "exit"]);
  });

  test("another key between the two presses drops the count; keys alone never leave", () => {
    expect(run([key(1_000), key(1_100, { key: "a" }), key(1_200)])).toEqual(["armed", "disarmed", "armed"]);
    expect(run([key(1_000, { key: "Shift" }), key(1_100, { key: "Enter" })])).toEqual(["none", "none"]);
  });

  test("a held key's auto-repeat and an input method's cancelled composition are not presses", () => {
    expect(run([key(1_000), key(1_030, { repeat: true }), key(1_060, { repeat: true })])).toEqual([
      "armed",
      "none",
      "none",
    ]);
    expect(run([key(1_000, { isComposing: true }), key(1_100)])).toEqual(["none", "armed"]);
    // The armed count survives both, so the next real press still leaves.
    expect(run([key(1_000), key(1_030, { repeat: true }), key(1_300)])).toEqual(["armed", "none", "exit"]);
  });

  test("old browsers' 'Esc' counts as Escape; after leaving, the count starts again", () => {
    expect(run([key(1_000, { key: "Esc" }), key(1_100, { key: "Esc" }), key(1_200)])).toEqual([
      "armed",
      "exit",
      "armed",
    ]);
  });
});

/** A window with just what leaving touches, recording what it did. */
function fakeWindow() {
  const html = document.createElement("html");
  const head = document.createElement("head");
  const replace = vi.fn<(url: string) => void>();
  const listeners: ((event: PageTransitionEvent) => void)[] = [];
  const fake = {
    document: { documentElement: html, head, createElement: document.createElement.bind(document), title: "Mood log" },
    location: { replace },
    addEventListener: (_type: "pageshow", listener: (event: PageTransitionEvent) => void) => listeners.push(listener),
  } satisfies LeavingWindow;
  return {
    fake,
    html,
    head,
    replace,
    pageshow: (persisted: boolean) => listeners.forEach((l) => l({ persisted } as PageTransitionEvent)),
  };
}

describe("leaveFor", () => {
  test("replaces the page (no new history entry), blanks it, names the tab neutrally and drops the referrer", () => {
    const { fake, html, head, replace } = fakeWindow();
    leaveFor("https://weather.example/", fake);
    expect(replace).toHaveBeenCalledExactlyOnceWith("https://weather.example/");
    expect(html.hasAttribute("data-quick-exit-leaving")).toBe(true);
    expect(fake.document.title).toBe("Loading…");
    const meta = head.querySelector('meta[name="referrer"]');
    expect(meta?.getAttribute("content")).toBe("no-referrer");
  });

  test("brought back from the back-forward cache, the page leaves again at once; an ordinary show does nothing", () => {
    const { fake, replace, pageshow } = fakeWindow();
    leaveFor("https://weather.example/", fake);
    pageshow(false);
    expect(replace).toHaveBeenCalledTimes(1);
    pageshow(true);
    expect(replace).toHaveBeenCalledTimes(2);
    expect(replace).toHaveBeenLastCalledWith("https://weather.example/");
  });
});
