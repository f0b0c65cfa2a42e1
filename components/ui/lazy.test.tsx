import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { clientOnly, retryingLoad } from "./lazy";

function Plot() {
  return null;
}

test("a load that succeeds gives the component, whether a default export or the component itself", async () => {
  await expect(retryingLoad(() => Promise.resolve({ default: Plot }))()).resolves.toBe(Plot);
  await expect(retryingLoad(() => Promise.resolve(Plot))()).resolves.toBe(Plot);
});

test("a load the network drops gives a stand-in instead of an error for the boundary", async () => {
  const chunkLost = Object.assign(new Error("Failed to load chunk /_next/static/chunks/x.js"), {
    name: "ChunkLoadError",
  });
  const loaded = await retryingLoad(() => Promise.reject(chunkLost))();
  expect(typeof loaded).toBe("function");
  expect(loaded).not.toBe(Plot);
  expect((loaded as { name?: string }).name).toBe("LoadingWhenOnline");
});

test("clientOnly renders nothing, or its loading state, until the browser has fetched the component", () => {
  const Lazy = clientOnly(() => Promise.resolve({ default: Plot }));
  expect(renderToStaticMarkup(<Lazy />)).toBe("");
  const WithLoading = clientOnly(() => Promise.resolve(Plot), { loading: () => <p>Loading…</p> });
  expect(renderToStaticMarkup(<WithLoading />)).toBe("<p>Loading…</p>");
});
