import type { Page } from "@playwright/test";
import { expect, hydrated, laptop, phone, test, type Person } from "./fixtures";
import { protectedRoutes } from "./support/routes";

/**
 * Nothing floats over a control (issue #33, decision 053). On every signed-in page, scrolled from top to bottom a
 * viewport at a time, no fixed or sticky element — other than the header and the main navigation, whose space the
 * page reserves — may cover any part of a visible link, button, field, switch or summary outside itself.
 *
 * Checking only the moments the test stops at would miss most of it: a fixed button covers whatever scrolls under
 * it, and with steps of a whole viewport most controls never stop exactly there. So at each step a fixed element's
 * box is swept down by the distance to the next step, which is every place a control of the page passes through
 * before the next stop (the page moves up under it as it scrolls down). A control in the header, the navigation or
 * another fixed layer does not move; it is checked where it is, against fixed elements painted above its layer.
 * Sticky elements inside the page move with it, and are checked where they are at each stop.
 *
 * A step that fails is retried for a few seconds (a toast leaves after its 4 s); one that keeps failing names each
 * offending pair, and the rest of that page is skipped so that every page is still reported.
 */

/** What counts as a control (plus the widget roles a custom control may carry). */
const CONTROLS = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "[role=switch]",
  "[role=button]",
  "[role=link]",
  "[role=checkbox]",
  "[role=radio]",
  "[role=slider]",
  "[role=tab]",
].join(", ");

/** How long a step may keep failing before it is reported (longer than a toast's 4 s on screen). */
const STEP_SETTLE_MS = 8_000;

/** The most steps a page may take: far more than the longest page (the year couple's dashboard, 10 at 390×844). */
const MAX_STEPS = 40;

interface Scan {
  /** "<floater> over <control>" for each offending pair, at most 20. */
  overlaps: string[];
  /** Where the page is scrolled to now (a short page clamps the step). */
  scrollY: number;
  /** Where the next step scrolls to: a viewport further down. */
  next: number;
  /** Whether there is more page below this viewport. */
  more: boolean;
}

/**
 * Runs in the page: scrolls to `top`, then returns every overlap of a floating element with a control. Self-contained
 * (page.evaluate sends its source), so every helper is inside it.
 */
function scanAt({ top, controls }: { top: number; controls: string }): Scan {
  type Box = { left: number; top: number; right: number; bottom: number };
  window.scrollTo({ top, behavior: "instant" });
  const scrollY = window.scrollY;
  // The layout viewport, without a scrollbar where the browser draws one.
  const { clientWidth, clientHeight, scrollHeight } = document.documentElement;
  const maxScroll = scrollHeight - clientHeight;
  const next = scrollY + clientHeight;
  // How far the page moves up between this stop and the next one.
  const sweep = Math.max(0, Math.min(next, maxScroll) - scrollY);

  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let computed = styles.get(element);
    if (!computed) styles.set(element, (computed = getComputedStyle(element)));
    return computed;
  };
  const boxOf = (element: Element): Box => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  };
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  // Half a pixel either way is rounding, not covering.
  const overlaps = (box: Box) => box.right - box.left > 0.5 && box.bottom - box.top > 0.5;
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
  const label = (element: Element) => {
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ");
    return `<${element.tagName.toLowerCase()}> "${name.slice(0, 40)}"`;
  };
  const print = ({ left, top, right, bottom }: Box) =>
    `[${Math.round(left)},${Math.round(top)} → ${Math.round(right)},${Math.round(bottom)}]`;

  const viewport: Box = { left: 0, top: 0, right: clientWidth, bottom: clientHeight };
  // The shell's header (a sibling of <main>) and the main navigation: their space is the page's to keep clear of.
  const frame = document.getElementById("main")?.parentElement;
  const header = frame ? [...frame.children].find((child) => child.tagName === "HEADER") : undefined;
  const nav = document.querySelector('nav[aria-label="Main"]') ?? undefined;
  const reserved = [header, nav].filter((element): element is Element => element !== undefined);

  // Where the page itself shows: below the header, and above the bottom bar (a phone) or beside the rail (a laptop).
  const area: Box = { ...viewport };
  if (header) area.top = Math.max(area.top, boxOf(header).bottom);
  if (nav) {
    const bar = boxOf(nav);
    const rail = bar.top <= 1 && bar.bottom >= viewport.bottom - 1 && bar.right < viewport.right / 2;
    if (rail) area.left = Math.max(area.left, bar.right);
    else area.bottom = Math.min(area.bottom, bar.top);
  }

  /** The nearest fixed layer an element belongs to (itself included), or null for the page's own flow. */
  const layerOf = (element: Element): Element | null => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (reserved.includes(node) || style(node).position === "fixed") return node;
    }
    return null;
  };
  /** The part of an element its scrolling or clipping ancestors let show, up to its layer. */
  const clipped = (element: Element, layer: Element | null): Box => {
    let box = boxOf(element);
    for (let node = element.parentElement; node && node !== layer; node = node.parentElement) {
      const { overflowX, overflowY } = style(node);
      const outer = boxOf(node);
      if (overflowX !== "visible")
        box = { ...box, left: Math.max(box.left, outer.left), right: Math.min(box.right, outer.right) };
      if (overflowY !== "visible")
        box = { ...box, top: Math.max(box.top, outer.top), bottom: Math.min(box.bottom, outer.bottom) };
    }
    return box;
  };
  const zIndex = (element: Element) => Number.parseInt(style(element).zIndex, 10) || 0;
  /** Whether `floater` is painted over `layer`: the higher z-index, or the later of two equal ones. */
  const paintedOver = (floater: Element, layer: Element) =>
    zIndex(floater) !== zIndex(layer)
      ? zIndex(floater) > zIndex(layer)
      : (layer.compareDocumentPosition(floater) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

  // The floating elements: fixed or sticky, shown, the outermost of their kind, not the header or the navigation.
  // Each one's box is the union of its own and its descendants' (a toast list has no height of its own).
  const floaters: { element: Element; fixed: boolean; box: Box }[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    const { position } = style(element);
    if (position !== "fixed" && position !== "sticky") continue;
    if (reserved.some((kept) => kept.contains(element))) continue;
    if (floaters.some((outer) => outer.element.contains(element))) continue;
    if (!shown(element)) continue;
    let box: Box | null = null;
    for (const part of [element, ...element.querySelectorAll("*")]) {
      const partBox = boxOf(part);
      if (partBox.right - partBox.left <= 0 || partBox.bottom - partBox.top <= 0 || !shown(part)) continue;
      box = box
        ? {
            left: Math.min(box.left, partBox.left),
            top: Math.min(box.top, partBox.top),
            right: Math.max(box.right, partBox.right),
            bottom: Math.max(box.bottom, partBox.bottom),
          }
        : partBox;
    }
    if (box) floaters.push({ element, fixed: position === "fixed", box });
  }

  const found: string[] = [];
  if (floaters.length > 0) {
    for (const control of document.body.querySelectorAll(controls)) {
      // Hidden from everyone (behind a modal dialog, inert) or too small to be seen (a visually hidden input).
      if (control.closest("[inert], [aria-hidden=true]") || !shown(control)) continue;
      const layer = layerOf(control);
      const own = clipped(control, layer);
      if (own.right - own.left <= 1 && own.bottom - own.top <= 1) continue;
      for (const floater of floaters) {
        if (floater.element.contains(control)) continue;
        let covered: Box;
        if (layer) {
          // In the header, the navigation or another fixed layer: it stays where it is.
          if (!paintedOver(floater.element, layer)) continue;
          covered = intersect(intersect(own, viewport), floater.box);
        } else if (floater.fixed) {
          // The page's own: everywhere it passes under the fixed element's part over the page (none for one that
          // sits wholly over the header or the navigation) before the next stop.
          const over = intersect(floater.box, area);
          if (!overlaps(over)) continue;
          covered = intersect(own, { ...over, bottom: over.bottom + sweep });
        } else {
          covered = intersect(intersect(own, area), floater.box);
        }
        if (overlaps(covered) && found.length < 20) {
          const where = floater.fixed ? `fixed ${print(floater.box)}` : `sticky ${print(floater.box)}`;
          found.push(`${label(floater.element)} ${where} over ${label(control)} ${print(own)}`);
        }
      }
    }
  }
  return { overlaps: found, scrollY, next, more: scrollY < maxScroll - 1 };
}

/** Scrolls `path` from top to bottom, a viewport at a time, reporting (softly) what floats over a control. */
async function scanPage(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  // Streamed sections in and hydrated: what the page shows is all there, and its own scripts have run.
  await hydrated(page);
  const viewport = page.viewportSize()!;
  const size = `${viewport.width}×${viewport.height}`;
  const softly = expect.configure({ soft: true, timeout: STEP_SETTLE_MS });
  let scan: Scan = { overlaps: [], scrollY: 0, next: 0, more: true };
  for (let step = 0; scan.more; step++) {
    const top = scan.next;
    expect(step, `${path} at ${size} takes more than ${MAX_STEPS} steps`).toBeLessThan(MAX_STEPS);
    const failures = test.info().errors.length;
    // Scrolled again on each try: a chart drawn in the meantime may have moved the page.
    await softly
      .poll(
        async () => {
          scan = await page.evaluate(scanAt, { top, controls: CONTROLS });
          return scan.overlaps;
        },
        { message: `floating elements over controls on ${path} at ${size}, scrolled to ${top} px` },
      )
      .toEqual([]);
    if (test.info().errors.length > failures) return;
  }
}

async function scanAll(page: Page, me: Person, partner: Person, paths?: readonly string[]) {
  for (const [path, title] of protectedRoutes(me, partner)) {
    if (paths && !paths.includes(path)) continue;
    await test.step(path, () => scanPage(page, path, title));
  }
}

test.describe("nothing floats over a control", () => {
  // Seventeen pages, each scrolled through: longer than one page's test, by design.
  test.slow();

  test("a new couple's pages at 390×844", async ({ people, signIn }) => {
    const [alex, sam] = people.couple();
    await scanAll(await signIn(alex, phone), alex, sam);
  });

  test("a year of history at 390×844: the long pages", async ({ people, signIn }) => {
    // Read-only: the year couple is shared by every test that reads a year of history.
    const [morgan, taylor] = people.yearCouple;
    await scanAll(await signIn(morgan, phone), morgan, taylor);
  });

  test("/dashboard and /settings at 1280×800, new and with a year of history", async ({ people, signIn }) => {
    const [alex, sam] = people.couple();
    await scanAll(await signIn(alex, laptop), alex, sam, ["/dashboard", "/settings"]);
    const [morgan, taylor] = people.yearCouple;
    await scanAll(await signIn(morgan, laptop), morgan, taylor, ["/dashboard", "/settings"]);
  });
});
