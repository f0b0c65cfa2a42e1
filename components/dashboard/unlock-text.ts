/**
 * OURS (issue #32, decision 049): the one line a card shows until it has something to show, where the spec's empty
 * text does not say what unlocks it. Cards whose spec text already does (mood trends, tags, private thoughts, the
 * weekly summary, connection trends, the messages cards) keep their spec words.
 */
export const UNLOCK_TEXT = {
  reflection: (moods: number, need: number) =>
    `Your weekly reflection appears after ${need} moods this week: ${Math.min(moods, need)} of ${need}.`,
} as const;
