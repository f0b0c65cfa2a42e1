import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import type { SessionUser } from "@/lib/domain/roles";
import { DEFAULT_SAFE_EXIT_URL } from "@/lib/env";

vi.mock("next/navigation", () => ({
  usePathname: () => "/dashboard",
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));
vi.mock("@/lib/actions/auth", () => ({ signOutFormAction: vi.fn() }));
vi.mock("@/lib/actions/notifications", () => ({ updateNotificationsAction: vi.fn() }));
vi.mock("@/components/offline/offline-sync", () => ({ OfflineSync: () => null }));
vi.mock("@/components/monitoring/web-vitals-reporter", () => ({ WebVitalsReporter: () => null }));

const { AppShell } = await import("./app-shell");

const user: SessionUser = {
  id: "u1",
  email: "sam@example.com",
  displayName: "Sam",
  timeZone: "UTC",
  emailVerified: true,
  roles: [],
  assistantEnabled: true,
};

function render(who: SessionUser = user): { header: string; rest: string } {
  const html = renderToStaticMarkup(
    <AppShell user={who}>
      <button type="button">A control of the page</button>
    </AppShell>,
  );
  const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
  return { header, rest: html.replace(header, "") };
}

/** The class lists of every element in `html` that are positioned fixed or sticky (at any breakpoint). */
function floating(html: string): string[] {
  return [...html.matchAll(/class="([^"]*)"/g)]
    .map((match) => match[1]!)
    .filter((classes) => classes.split(/\s+/).some((name) => /^(\w+:)*(fixed|sticky)$/.test(name)));
}

describe("AppShell (decision 053: nothing floats over a control)", () => {
  test("the coach opens from the header, beside the bell", () => {
    const { header, rest } = render();
    expect(header).toContain('aria-label="Open the coach"');
    expect(header).toContain('aria-haspopup="dialog"');
    expect(rest).not.toContain("Open the coach");
  });

  test("turned off in Settings, the coach has no button at all", () => {
    const { header, rest } = render({ ...user, assistantEnabled: false });
    expect(header + rest).not.toContain("Open the coach");
  });

  test("only the header and the main navigation are fixed or sticky; the skip link only while focused", () => {
    const html = renderToStaticMarkup(
      <AppShell user={user}>
        <p>Page</p>
      </AppShell>,
    );
    const positioned = floating(html);
    expect(positioned).toHaveLength(3);
    expect(positioned.filter((classes) => classes.includes("focus:fixed"))).toHaveLength(1);
    expect(html).toMatch(/<header class="sticky top-0/);
    expect(html).toMatch(/<nav[^>]*aria-label="Main"[^>]*class="fixed /);
  });

  test("the footer's links are 24 px tall at least", () => {
    const { rest } = render();
    const footer = /<footer[\s\S]*?<\/footer>/.exec(rest)?.[0] ?? "";
    const links = [...footer.matchAll(/<a [^>]*>/g)].map((match) => match[0]);
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toContain("min-h-6");
    expect(footer).toContain('href="/safety"');
  });
});

describe("AppShell: quick exit (decision 075)", () => {
  test("is the first thing Tab reaches, in the sticky header, named 'Emergency Exit this page', leaving for SAFE_EXIT_URL", () => {
    const { header, rest } = render();
    // The first focusable element of the whole frame, before the skip link and the page.
    const first = /<(a|button|input|select|textarea)\b[^>]*>/.exec(header + rest)?.[0] ?? "";
    expect(first).toContain("data-quick-exit-link");
    expect(first).toContain(`href="${DEFAULT_SAFE_EXIT_URL}"`);
    expect(first).toContain('rel="noreferrer"');
    expect(header).toMatch(/data-quick-exit-link[^>]*><span class="sr-only">Emergency <\/span>Exit this page<\/a>/);
    expect(header.indexOf("data-quick-exit-link")).toBeLessThan(header.indexOf('href="#main"'));
  });
});
