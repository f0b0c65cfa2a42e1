// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { CsvColumns, ImportPreview } from "@/lib/domain/import/view";
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
  const handlers = { onRemap: vi.fn(), onColumns: vi.fn(), onConfirm: vi.fn(), onCancel: vi.fn() };
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

  test("a CSV's columns come first: nothing is previewed until the date and the mood are chosen", () => {
    const { onColumns } = show(
      preview({ source: "csv", rows: 0, toAdd: 0, csv: { columns: ["When", "How I felt", "Journal"], mapping: null } }),
    );
    expect(screen.queryByRole("button", { name: /^Import/ })).toBeNull();
    fireEvent.change(screen.getByLabelText("Date column"), { target: { value: "0" } });
    fireEvent.change(screen.getByLabelText("Date format"), { target: { value: "DD/MM/YYYY" } });
    expect(onColumns).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("Mood column"), { target: { value: "1" } });
    fireEvent.change(screen.getByLabelText("Note column (optional)"), { target: { value: "2" } });
    expect(onColumns).toHaveBeenLastCalledWith({
      date: 0,
      dateFormat: "DD/MM/YYYY",
      time: null,
      mood: 1,
      moodKind: "value",
      note: 2,
      tags: null,
    });
  });

  test("an Attune export lists what each kind adds and what stays out, with no moods to map", () => {
    show(
      preview({
        source: "attune",
        moods: [],
        kinds: [{ kind: "goals", label: "Goals", toAdd: 2, alreadyImported: 1 }],
        notImported: [{ section: "partner links", rows: 1, reason: "it belongs to a partnership, not to you alone" }],
      }),
    );
    expect(screen.queryByRole("heading", { name: "Your moods on Attune's scale" })).toBeNull();
    expect(screen.getByText("Goals: 2 to add, 1 already here")).toBeDefined();
    expect(screen.getByRole("heading", { name: "What stays out" })).toBeDefined();
    expect(screen.getByText(/it belongs to a partnership, not to you alone/)).toBeDefined();
  });

  test("the column selects stay in place once the preview comes back, so the one just changed keeps focus", () => {
    const csv = { columns: ["When", "How I felt"], mapping: null };
    const handlers = { onRemap: vi.fn(), onColumns: vi.fn(), onConfirm: vi.fn(), onCancel: vi.fn() };
    const waiting = preview({ source: "csv", csv });
    const { rerender } = render(
      <ImportPreviewView preview={waiting} mapping={{}} updating={false} error={null} {...handlers} />,
    );
    const mood = screen.getByLabelText("Mood column");
    const chosen: CsvColumns = {
      date: 0,
      dateFormat: "YYYY-MM-DD",
      time: null,
      mood: 1,
      moodKind: "value",
      note: null,
      tags: null,
    };
    rerender(
      <ImportPreviewView
        preview={preview({ source: "csv", csv: { ...csv, mapping: chosen } })}
        mapping={{}}
        updating={false}
        error={null}
        {...handlers}
      />,
    );
    expect(screen.getByLabelText("Mood column")).toBe(mood);
    expect(screen.getByRole("button", { name: "Import 2 entries" })).toBeDefined();
  });

  test("a label the server gave a value shows it even when the person has not chosen one", () => {
    show(preview({ moods: [{ name: "2", rows: 1, value: 2, builtIn: true }] }), {});
    expect((screen.getByLabelText(/^2/) as HTMLSelectElement).value).toBe("2");
  });
});
