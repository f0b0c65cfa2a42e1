// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { island, islandsLoaded } from "./island";

function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Count ${count}`}
    </button>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

afterEach(() => {
  vi.useRealTimers();
});

test("the server draws it as part of the page; the page waits for its code, then hydrates it in place", async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const OnServer = island(() => Promise.resolve(Counter));
  await islandsLoaded();
  const page = (Part: typeof OnServer) => (
    <main>
      <Part start={3} />
      <p>After</p>
    </main>
  );
  const html = renderToString(page(OnServer));
  // No boundary of its own: nothing React could send apart from the page and show later (decision 085).
  expect(html).toBe('<main><button type="button">Count 3</button><p>After</p></main>');
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const serverButton = container.querySelector("button")!;

  const load = deferred<typeof Counter>();
  const InBrowser = island(() => load.promise);
  await act(async () => {
    hydrateRoot(container, page(InBrowser));
  });
  // Not hydrated yet: the server's markup stays exactly as it was, and a press does nothing.
  expect(container.innerHTML).toBe(html);
  await act(async () => serverButton.click());
  expect(serverButton.textContent).toBe("Count 3");

  await act(async () => {
    load.resolve(Counter);
    await islandsLoaded();
    // React retries the suspended hydration when the lazy component's promise settles, a few microtasks later.
    await new Promise((settle) => setTimeout(settle, 0));
  });
  // Hydrated: the very same element, now React's.
  expect(container.querySelector("button")).toBe(serverButton);
  await act(async () => serverButton.click());
  expect(serverButton.textContent).toBe("Count 4");
  container.remove();
});

test("a load that fails is tried again once online, instead of throwing", async () => {
  vi.useFakeTimers();
  const chunkLost = Object.assign(new Error("Failed to load chunk"), { name: "ChunkLoadError" });
  const load = vi.fn<() => Promise<typeof Counter>>().mockRejectedValueOnce(chunkLost).mockResolvedValue(Counter);
  const Island = island(load);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(load).toHaveBeenCalledTimes(2);
  await islandsLoaded();
  expect(renderToStaticMarkup(<Island start={0} />)).toBe('<button type="button">Count 0</button>');
});
