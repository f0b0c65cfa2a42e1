import { screenText, type ScreenResult } from "../safety/screen";
import { PARTNER_HARM_KINDS, SAFETY_CATEGORIES } from "../safety/screen";

/*
 * The screen of imported history (issue #38 item 4, decision 080's update): the same `screenText` every form's text
 * passes, over thousands of rows at once. Screening each text alone costs a fixed ~0.3 ms (the readings and the
 * lexicon's patterns), which ten years of notes turn into seconds; so texts are screened in batches, joined by a
 * boundary no rule can cross, and only a batch with a finding is screened again text by text. The verdict of a row is
 * always its own texts' screens, each alone, exactly as a form's; the batch only decides where to look.
 *
 * The boundary: a sentence break (negations look two words back and fillers never span a sentence), a word of several
 * letters (so no run of single letters, "k i l l", is joined across it, and no rule's lookbehind sees the previous
 * text's words), and a sentence break again, so a text's start and end read as they do alone ("^" and " ." rules).
 */
const BOUNDARY = "\n.\nxqzxqz\n.\n";
/** A batch's size: few enough characters that a batch with a finding is cheap to screen again text by text. */
const BATCH_CHARS = 8_000;
const BATCH_TEXTS = 100;

export interface ScreenedRow {
  /** The row's position in the list screened. */
  index: number;
  /** Its texts' findings together (each text screened alone), in the screen's orders. */
  result: ScreenResult;
}

const found = (result: ScreenResult) => result.categories.length > 0 || result.partnerHarm.length > 0;

/**
 * Screens each row's texts (empty and missing ones skipped) and returns the rows with a finding, in order. Identical
 * texts are screened once. `partnerNames`: as for the forms, the partner's first name read as "my partner".
 */
export function screenRows(
  rows: readonly (readonly (string | null | undefined)[])[],
  { partnerNames = [] }: { partnerNames?: readonly string[] } = {},
): ScreenedRow[] {
  const distinct = new Set<string>();
  for (const texts of rows) for (const text of texts) if (text && text.trim() !== "") distinct.add(text);
  const hits = new Map<string, ScreenResult>();
  let batch: string[] = [];
  let size = 0;
  const flush = () => {
    if (batch.length === 0) return;
    // One text alone is its own verdict; a batch's finding sends each of its texts to be screened alone.
    const whole = screenText(batch.join(BOUNDARY), { partnerNames });
    if (found(whole)) {
      for (const text of batch.length === 1 ? [] : batch) {
        const alone = screenText(text, { partnerNames });
        if (found(alone)) hits.set(text, alone);
      }
      if (batch.length === 1) hits.set(batch[0]!, whole);
    }
    batch = [];
    size = 0;
  };
  for (const text of distinct) {
    if (batch.length > 0 && (size + text.length > BATCH_CHARS || batch.length >= BATCH_TEXTS)) flush();
    batch.push(text);
    size += text.length;
  }
  flush();
  if (hits.size === 0) return [];
  const screened: ScreenedRow[] = [];
  rows.forEach((texts, index) => {
    const results = texts.flatMap((text) => (text && hits.has(text) ? [hits.get(text)!] : []));
    if (results.length > 0) screened.push({ index, result: unionOf(results) });
  });
  return screened;
}

/** Findings together, in the screen's own orders (as screenForAuthor joins a form's texts). */
export function unionOf(results: readonly ScreenResult[]): ScreenResult {
  const categories = new Set(results.flatMap((result) => result.categories));
  const partnerHarm = new Set(results.flatMap((result) => result.partnerHarm));
  return {
    categories: SAFETY_CATEGORIES.filter((category) => categories.has(category)),
    partnerHarm: PARTNER_HARM_KINDS.filter((kind) => partnerHarm.has(kind)),
  };
}
