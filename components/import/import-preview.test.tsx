// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { ImportPreview } from "@/lib/domain/import/view";
import { ImportPreviewView } from "./import-preview";

const preview = (overrides: Partial<ImportPreview> = {}): ImportPreview => ({
  source: "daylio",
  rows: 4,
  toAdd: 2,
  alreadyImported: 0,
  skipped: [
    { problem: "unknown_mood", rows: 1 },
    { problem: "bad_date", rows: 1 },
  ],
  errors: [
    {
      line: 3,
      problem: "unknown_mood",
      message: 'Line 3: the mood has no value yet: choose one for it above ("sleepy").',
    },
    {
      line: 5,
      problem: "bad_date",
      message: 'Line 5: the date is not a real date (expected YYYY-MM-DD) ("2024-02-30").',
    },
  ],
  moods: [
    { name: "good", rows: 2, value: 1, builtIn: true },
    { name: "sleepy", rows: 1, value: null, builtIn: false },
  ],
  sample: [{ line: 2, day: "2024-05-01", time: "20:30", value: 1, label: "Good", tags: ["work"], note: "A note" }],
  droppedTags: [],
  range: { first: "2024-05-01", last: "2024-05-02" },
  shiftedTimes: 1,
  ...overrides,
});

const show = (p: ImportPreview, mapping: Record<string, number> = { good: 1 }) => {
  const handlers = { onRemap: vi.fn(), onConfirm: vi.fn(), onCancel: vi.fn() };
  render(<ImportPreviewView preview={p} mapping={mapping} updating={false} error={null} {...handlers} />);
  return handlers;
};

describe("ImportPreviewView", () => {
  test("says the counts, the range, the DST shift and every skipped line", () => {
    show(preview());
    expect(screen.getByRole("status").textContent).toContain("4 rows read, 2 entries to import, 2 skipped.");
    expect(screen.getByText("May 1, 2024 – May 2, 2024")).toBeDefined();
    expect(screen.getByText(/1 entry falls in the hour skipped/)).toBeDefined();
    expect(screen.getByText('Line 5: the date is not a real date (expected YYYY-MM-DD) ("2024-02-30").')).toBeDefined();
    expect(screen.getByText("Moods without a value: 1")).toBeDefined();
  });

  test("a custom mood waits for a value; choosing one, or none again, is passed up as a number or null", () => {
    const { onRemap } = show(preview());
    const sleepy = screen.getByLabelText(/^sleepy/) as HTMLSelectElement;
    expect(sleepy.value).toBe("");
    expect((screen.getByLabelText(/^good/) as HTMLSelectElement).value).toBe("1");
    fireEvent.change(sleepy, { target: { value: "-1" } });
    expect(onRemap).toHaveBeenLastCalledWith("sleepy", -1);
    fireEvent.change(screen.getByLabelText(/^good/), { target: { value: "" } });
    expect(onRemap).toHaveBeenLastCalledWith("good", null);
  });

  test("confirms with the count, and cannot confirm when nothing is new", () => {
    const { onConfirm } = show(preview());
    fireEvent.click(screen.getByRole("button", { name: "Import 2 entries" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  test("nothing new: says so and the button is disabled", () => {
    show(preview({ toAdd: 0, alreadyImported: 2 }));
    expect(screen.getByText("Nothing new to import: every entry in this file is already in Attune.")).toBeDefined();
    expect((screen.getByRole("button", { name: "Import 0 entries" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
