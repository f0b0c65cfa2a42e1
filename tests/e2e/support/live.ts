import type { Page } from "@playwright/test";

/**
 * Live events are not replayed to a stream that opens after them, so a test that acts in one browser and expects
 * another to be told must wait until that browser's stream is open. Call `trackStreams` before the page loads.
 */
export async function trackStreams(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const Native = window.EventSource;
    const tracked = window as unknown as { __liveStreams: EventSource[] };
    tracked.__liveStreams = [];
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        tracked.__liveStreams.push(this);
      }
    };
  });
}

/** Resolves once the page has an open live stream. */
export async function streamOpen(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as unknown as { __liveStreams?: EventSource[] }).__liveStreams?.some(
        (stream) => stream.readyState === EventSource.OPEN,
      ) ?? false,
  );
}
