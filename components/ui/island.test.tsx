// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { inlineIsland, island, islandsLoaded } from "./island";

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

/** Once the island's code arrives: hydrated in place (the very same element, now React's), and a press counts. */
async function expectHydratedOnArrival(
  load: ReturnType<typeof deferred<typeof Counter>>,
  container: HTMLElement,
  serverButton: Element,
) {
  await act(async () => {
    load.resolve(Counter);
    await islandsLoaded();
    // React retries the boundary when the lazy component's promise settles, a few microtasks later.
    await new Promise((settle) => setTimeout(settle, 0));
  });
  expect(container.querySelector("button")).toBe(serverButton);
  await act(async () => (serverButton as HTMLButtonElement).click());
  expect(serverButton.textContent).toBe("Count 4");
  container.remove();
}

afterEach(() => {
  vi.useRealTimers();
});

test("renders its fallback until its code is here, then the component itself at once", async () => {
  const load = deferred<typeof Counter>();
  const Island = island(() => load.promise, <p>Loading</p>);
  expect(renderToStaticMarkup(<Island start={1} />)).toBe("<p>Loading</p>");
  load.resolve(Counter);
  await islandsLoaded();
  expect(renderToStaticMarkup(<Island start={1} />)).toBe('<button type="button">Count 1</button>');
});

test("keeps the server's markup until its code arrives, then hydrates it in place", async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The server's HTML, as a server that has the module renders it.
  const OnServer = island(() => Promise.resolve(Counter));
  await islandsLoaded();
  const container = document.createElement("div");
  container.innerHTML = renderToString(<OnServer start={3} />);
  document.body.append(container);
  const serverButton = container.querySelector("button")!;

  const load = deferred<typeof Counter>();
  const InBrowser = island(() => load.promise, <p>Loading</p>);
  await act(async () => {
    hydrateRoot(container, <InBrowser start={3} />);
  });
  // Not hydrated yet: the server's button is still there (no fallback), and a press does nothing.
  expect(container.querySelector("button")).toBe(serverButton);
  // React tries to hydrate the pressed boundary at once; without its code it cannot, and the press is dropped.
  await act(async () => serverButton.click());
  expect(serverButton.textContent).toBe("Count 3");

  await expectHydratedOnArrival(load, container, serverButton);
});

test("an inline island is the page's own markup, and the page waits for its code to hydrate in place", async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const OnServer = inlineIsland(() => Promise.resolve(Counter));
  await islandsLoaded();
  const page = (Part: typeof OnServer) => (
    <main>
      <Part start={3} />
      <p>After</p>
    </main>
  );
  const html = renderToString(page(OnServer));
  // No boundary of its own: nothing React could send apart and show later.
  expect(html).toBe('<main><button type="button">Count 3</button><p>After</p></main>');
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const serverButton = container.querySelector("button")!;

  const load = deferred<typeof Counter>();
  const InBrowser = inlineIsland(() => load.promise);
  await act(async () => {
    hydrateRoot(container, page(InBrowser));
  });
  // The page waits: the server's markup stays as it was, nothing replaced.
  expect(container.innerHTML).toBe(html);
  expect(container.querySelector("button")).toBe(serverButton);
  await expectHydratedOnArrival(load, container, serverButton);
});

test("a load that fails is tried again once online, instead of throwing", async () => {
  vi.useFakeTimers();
  const chunkLost = Object.assign(new Error("Failed to load chunk"), { name: "ChunkLoadError" });
  const load = vi.fn<() => Promise<typeof Counter>>().mockRejectedValueOnce(chunkLost).mockResolvedValue(Counter);
  const Island = island(load, <p>Loading</p>);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(load).toHaveBeenCalledTimes(2);
  await islandsLoaded();
  expect(renderToStaticMarkup(<Island start={0} />)).toBe('<button type="button">Count 0</button>');
});
