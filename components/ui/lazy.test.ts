import { expect, test } from "vitest";
import { retryingLoad } from "./lazy";

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
