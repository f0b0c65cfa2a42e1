import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { DEFAULT_SAFE_EXIT_URL } from "@/lib/env";
import { SafetyCard } from "./safety-card";

test("Settings → Safety: #safety, what quick exit hides and does not (history, devices, notifications), /safety", () => {
  const html = renderToStaticMarkup(<SafetyCard quietPause={<p>the pause</p>} />);
  expect(html).toMatch(/^<section [^>]*id="safety" aria-labelledby="safety-title"/);
  expect(html).toContain('<h2 class="card-title" id="safety-title">Safety</h2>');
  // The site quick exit goes to, as configured (SAFE_EXIT_URL; the default in tests).
  expect(html).toContain(`(${new URL(DEFAULT_SAFE_EXIT_URL).hostname})`);
  const [hides, doesNotHide] = html.split("It does not hide");
  expect(hides).toContain("Back in that tab does not return to it");
  expect(hides).toContain("a mood log draft stays on this device");
  for (const limit of ["browser history", "you stay signed in", "your other devices", "notifications and emails"]) {
    expect(doesNotHide, limit).toContain(limit);
  }
  expect(html).toContain('href="/safety"');
  // The quiet pause's part (read by the page) sits under its own heading (decision 079).
  expect(html).toMatch(/<h3 id="quiet-pause"[^>]*>Quiet pause<\/h3><p>the pause<\/p>/);
});
