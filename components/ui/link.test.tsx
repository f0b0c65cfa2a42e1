// @vitest-environment happy-dom
import { cleanup, fireEvent, render as renderAlone, screen } from "@testing-library/react";
import type { AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { ReactNode } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Link, NavigationStartContext } from "./link";

const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() };

/** Rendered inside the App Router, as every page is. */
const render = (ui: ReactNode) =>
  renderAlone(ui, {
    wrapper: ({ children }) => (
      <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>{children}</AppRouterContext.Provider>
    ),
  });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const link = (name: string) => screen.getByRole("link", { name });

/**
 * Clicks `name` and tells whether the browser would have followed it (nothing prevented its default); the browser is
 * then stopped all the same, since the test has no pages to go to.
 */
function browserFollows(name: string, init: MouseEventInit = {}): boolean {
  let follows = false;
  const record = (event: Event) => {
    follows = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", record);
  fireEvent.click(link(name), init);
  window.removeEventListener("click", record);
  return follows;
}

describe("Link: next/link's navigation without next/link (issue #34)", () => {
  test("a plain click is followed by the router, with the page's scroll rule", () => {
    const clicked = vi.fn();
    render(
      <>
        <Link href="/settings" onClick={clicked}>
          Settings
        </Link>
        <Link href="/questions?show=40" replace scroll={false}>
          More
        </Link>
      </>,
    );
    expect(browserFollows("Settings")).toBe(false);
    expect(clicked).toHaveBeenCalledOnce();
    expect(router.push).toHaveBeenCalledWith("/settings", { scroll: undefined });
    browserFollows("More");
    expect(router.replace).toHaveBeenCalledWith("/questions?show=40", { scroll: false });
  });

  test("modified clicks, other targets, downloads, links elsewhere and handled clicks are the browser's", () => {
    render(
      <>
        <Link href="/a">A</Link>
        <Link href="/b" target="_blank">
          B
        </Link>
        <Link href="/c" download>
          C
        </Link>
        <Link href="https://example.org/">D</Link>
        <Link href="//example.org/">E</Link>
        <Link href="/f" onClick={(event) => event.preventDefault()}>
          F
        </Link>
      </>,
    );
    for (const modifier of ["metaKey", "ctrlKey", "shiftKey", "altKey"]) {
      expect(browserFollows("A", { [modifier]: true })).toBe(true);
    }
    expect(browserFollows("A", { button: 1 })).toBe(true);
    for (const name of ["B", "C", "D", "E"]) expect(browserFollows(name)).toBe(true);
    expect(browserFollows("F")).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  test("prefetched on intent (pointer, touch, focus), never in view; a link elsewhere never", () => {
    render(
      <>
        <Link href="/mood-log">Mood</Link>
        <Link href="https://example.org/">Out</Link>
      </>,
    );
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(link("Mood"));
    fireEvent.touchStart(link("Mood"));
    fireEvent.focus(link("Mood"));
    expect(router.prefetch.mock.calls).toEqual([["/mood-log"], ["/mood-log"], ["/mood-log"]]);
    fireEvent.pointerEnter(link("Out"));
    fireEvent.focus(link("Out"));
    expect(router.prefetch).toHaveBeenCalledTimes(3);
  });

  test("renders the anchor with every other prop, as next/link did", () => {
    render(
      <Link href="/recap" className="underline" aria-current="page">
        Recap
      </Link>,
    );
    expect(link("Recap").outerHTML).toBe('<a href="/recap" class="underline" aria-current="page">Recap</a>');
  });

  test("a followed link starts its navigation through the page's navigation start (its loading screen, decision 085)", () => {
    const started: string[] = [];
    const start = (navigate: () => void) => {
      started.push("start");
      navigate();
    };
    render(
      <NavigationStartContext value={start}>
        <Link href="/goals">Goals</Link>
        <Link href="https://example.org/">Out</Link>
      </NavigationStartContext>,
    );
    browserFollows("Goals");
    expect(started).toEqual(["start"]);
    expect(router.push).toHaveBeenCalledWith("/goals", { scroll: undefined });
    // A link the browser follows is no navigation of the app's: nothing to wait for.
    expect(browserFollows("Out")).toBe(true);
    expect(started).toEqual(["start"]);
  });

  test("outside the App Router (a component rendered on its own) it is a plain link the browser follows", () => {
    renderAlone(<Link href="/settings">Settings</Link>);
    fireEvent.focus(link("Settings"));
    expect(browserFollows("Settings")).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});
