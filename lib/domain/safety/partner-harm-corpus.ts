import type { PartnerHarmKind } from "./partner-harm";

/**
 * Labelled phrases for the partner-harm lexicon's recall and false-positive test (partner-harm.test.ts), written for
 * this corpus (decision 071): notes and messages as people type them, with contractions, curly apostrophes, capitals,
 * British and American spellings, and the harm buried in an ordinary sentence. Each positive carries the kinds a
 * reader would give it (partner-harm.ts defines them). The negatives are in partner-harm-negatives.ts, the held-out
 * set in partner-harm-holdout.ts. Entries marked "From the … held-out set" were first measured out of sample.
 */
export interface PartnerHarmCorpusEntry {
  text: string;
  kinds: PartnerHarmKind[];
}

export const label =
  (...kinds: PartnerHarmKind[]) =>
  (...texts: string[]): PartnerHarmCorpusEntry[] =>
    texts.map((text) => ({ text, kinds }));

/**
 * The tuning corpus's positives are in two files by theme (partner-harm-positives-violence.ts, …-control.ts), each
 * entry naming one kind; these notes name several.
 */
export const MULTI_KIND_POSITIVES: readonly PartnerHarmCorpusEntry[] = [
  { text: "he hit me and then took my phone", kinds: ["physical", "restriction"] },
  { text: "he smashed my phone so I couldn't call anyone", kinds: ["threats", "restriction"] },
  { text: "I'm afraid to leave because he said he'd find me", kinds: ["threats", "fear"] },
  { text: "my boyfriend sexually abused me", kinds: ["sexual", "named"] },
  { text: "he checks my phone and won't let me see my friends", kinds: ["monitoring", "isolation"] },
  { text: "she controls my money and I'm scared of her", kinds: ["fear", "money"] },
  { text: "he said he'd kill me if I left, so I'm terrified to go home", kinds: ["threats", "fear"] },
  { text: "it's coercive control: he tracks my location and takes my wages", kinds: ["monitoring", "money", "named"] },
];
