/** Settings → Safety's quiet pause (issue #38, decision 079): its words, in one place for the card and its tests. */
export const QUIET_PAUSE_TEXT = {
  title: "Quiet pause",
  pause: "Pause sharing quietly",
  resume: "Resume sharing",
  alone: "Once a partner is connected, you can pause everything you share with them here, without them being told.",
  what: (name: string) =>
    `Stops everything you share with ${name} at once. ${name} is not told in any way: no notice, no email, no push. ` +
    `To ${name} it looks as if you have not written anything new: they still see what you shared before, and nothing ` +
    `you write, complete or answer while paused, even after you resume. Your health score stays as it was when you ` +
    `paused, and your sharing switches stay as they are.`,
  paused: (name: string, since: string) => `Sharing is paused since ${since}. ${name} sees nothing new from you.`,
  resumeNote: (name: string) =>
    `Resuming does not tell ${name} either. What you write after it is shared as your switches say; what you wrote ` +
    `during the pause stays yours alone.`,
  disconnect: (name: string) => `Disconnecting (Danger Zone) is different: ${name} is told.`,
} as const;
