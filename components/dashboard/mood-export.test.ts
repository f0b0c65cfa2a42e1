import { describe, expect, test, vi } from "vitest";
import { exportToast, MOOD_EXPORT_PATH, requestMoodExport } from "./mood-export";

const reply = (status: number, body = "") => vi.fn(async () => new Response(status === 204 ? null : body, { status }));

describe("requestMoodExport", () => {
  test("asks the export endpoint for the format and names the file as the spec does", async () => {
    const fetcher = reply(200, "id,timestamp\r\n");
    const result = await requestMoodExport("csv", fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledWith(
      `${MOOD_EXPORT_PATH}?format=csv`,
      expect.objectContaining({ cache: "no-store" }),
    );
    expect(result.kind).toBe("file");
    if (result.kind !== "file") return;
    expect(result.filename).toBe("mood-data.csv");
    expect(await result.blob.text()).toBe("id,timestamp\r\n");
    const json = await requestMoodExport("json", reply(200, "[]") as unknown as typeof fetch);
    expect(json.kind === "file" && json.filename).toBe("mood-data.json");
  });

  test("404 means no moods; any other failure, or no network, is a failed export", async () => {
    expect(await requestMoodExport("csv", reply(404, "{}") as unknown as typeof fetch)).toEqual({ kind: "empty" });
    expect(await requestMoodExport("csv", reply(500) as unknown as typeof fetch)).toEqual({ kind: "failed" });
    expect(await requestMoodExport("json", reply(401) as unknown as typeof fetch)).toEqual({ kind: "failed" });
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await requestMoodExport("json", offline as unknown as typeof fetch)).toEqual({ kind: "failed" });
  });
});

test("toasts in the spec's words (§8)", () => {
  expect(exportToast({ kind: "file", blob: new Blob([]), filename: "mood-data.csv" })).toEqual({
    tone: "success",
    title: "Export successful",
  });
  expect(exportToast({ kind: "empty" })).toEqual({ tone: "info", title: "No data to export" });
  expect(exportToast({ kind: "failed" })).toEqual({
    tone: "error",
    title: "Export failed",
    description: "Failed to export mood data. Please try again.",
  });
});
