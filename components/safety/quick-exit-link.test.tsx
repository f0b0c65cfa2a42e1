// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

// Leaving is quick-exit-keys.test.ts's to test (a fake window); here only whether and where the island leaves.
const leaveFor = vi.fn<(url: string) => void>();
vi.mock("./quick-exit-keys", async (original) => ({
  ...(await original<typeof import("./quick-exit-keys")>()),
  leaveFor: (url: string) => leaveFor(url),
}));
const { QuickExitLink } = await import("./quick-exit-link");
const { ESCAPE_WINDOW_MS, PRESS_AGAIN_TEXT } = await import("./quick-exit-keys");

const EXIT = "https://weather.example/";

function mount() {
  render(
    <>
      <QuickExitLink href={EXIT} className="exit">
        <span className="sr-only">Emergency </span>Exit this page
      </QuickExitLink>
      <label>
        Note <input />
      </label>
    </>,
  );
  return screen.getByRole("link", { name: "Emergency Exit this page" });
}

const escape = (target: Element = document.body) => fireEvent.keyDown(target, { key: "Escape" });

beforeEach(() => leaveFor.mockClear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("QuickExitLink (decision 075)", () => {
  test("a click leaves for the configured site in this tab, whatever the modifier", () => {
    const link = mount();
    expect(link.getAttribute("href")).toBe(EXIT);
    expect(link.getAttribute("rel")).toBe("noreferrer");
    // fireEvent returns false when a handler prevented the browser's own navigation.
    expect(fireEvent.click(link)).toBe(false);
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(false);
    expect(leaveFor.mock.calls).toEqual([[EXIT], [EXIT]]);
  });

  test("Escape twice leaves, from the page or from a text field", () => {
    mount();
    escape();
    expect(leaveFor).not.toHaveBeenCalled();
    escape();
    expect(leaveFor).toHaveBeenCalledExactlyOnceWith(EXIT);

    const field = screen.getByRole("textbox", { name: "Note" });
    escape(field);
    escape(field);
    expect(leaveFor).toHaveBeenCalledTimes(2);
  });

  test("an Escape that closes a dialog does not count: one more press stays, the next leaves", () => {
    mount();
    // A dialog as Radix's work: it takes the Escape (preventDefault) and closes.
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    const inside = document.createElement("button");
    dialog.append(inside);
    document.body.append(dialog);
    dialog.addEventListener("keydown", (event) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      dialog.remove();
    });

    escape(inside);
    expect(dialog.isConnected).toBe(false);
    escape();
    expect(leaveFor).not.toHaveBeenCalled();
    escape();
    expect(leaveFor).toHaveBeenCalledExactlyOnceWith(EXIT);
  });

  test("another key between the presses starts the count again", () => {
    mount();
    escape();
    fireEvent.keyDown(document.body, { key: "a" });
    escape();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  test("after one press the button shows it is armed and a screen reader hears how to finish, until the window ends", () => {
    vi.useFakeTimers();
    const link = mount();
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    escape();
    expect(link.hasAttribute("data-armed")).toBe(true);
    expect(status.textContent).toBe(PRESS_AGAIN_TEXT);
    act(() => vi.advanceTimersByTime(ESCAPE_WINDOW_MS));
    expect(link.hasAttribute("data-armed")).toBe(false);
    expect(status.textContent).toBe("");
  });

  test("unmounted, it listens no more", () => {
    mount();
    cleanup();
    escape();
    escape();
    expect(leaveFor).not.toHaveBeenCalled();
  });
});
