import type { LibraryRitual } from "./library";

/**
 * Mending after friction. Most need the partner; the few solo ones are about calming oneself first or mending with
 * anyone, so they still make sense for someone without a partner in the app.
 */
export const REPAIR_RITUALS: readonly LibraryRitual[] = [
  {
    id: "gentle-start-up",
    title: "Gentle start-up",
    description:
      "When you bring up something that bothers you, begin with how you feel and what you need instead of what your partner always does. Try “I feel stretched thin about the dishes, and I'd love a hand tonight.”",
    kind: "repair",
    moods: ["low", "neutral"],
    minutes: 5,
    solo: false,
    backup: false,
  },
  {
    id: "twenty-minute-cool-down",
    title: "Twenty-minute cool-down",
    description:
      "If a talk starts to heat up, agree to pause for twenty minutes and each do something calming on your own. Then come back and pick it up again, as you promised.",
    kind: "repair",
    moods: ["low"],
    minutes: 20,
    solo: false,
    backup: false,
  },
  {
    id: "shared-repair-phrase",
    title: "Choose a repair phrase together",
    description:
      "Agree on a short phrase either of you can say mid-argument to soften things, like “let's start over” or “I'm on your side.” Take five calm minutes to choose it and say it out loud once.",
    kind: "repair",
    moods: ["neutral", "high"],
    minutes: 5,
    solo: false,
    backup: false,
  },
  {
    id: "own-your-part",
    title: "Own your part",
    description:
      "Tell your partner one specific thing you could have done better in a recent disagreement, without adding a but. Keep it short and let them respond in their own time.",
    kind: "repair",
    moods: ["low", "neutral"],
    minutes: 5,
    solo: false,
    backup: false,
  },
  {
    id: "listen-then-reflect",
    title: "Listen, then reflect back",
    description:
      "Take turns: one of you talks for three minutes about a sore spot while the other only listens, then sums up what they heard before replying. Switch roles, about fifteen minutes in all.",
    kind: "repair",
    moods: ["low", "neutral"],
    minutes: 15,
    solo: false,
    backup: false,
  },
  {
    id: "reassurance-check-in",
    title: "A moment of reassurance",
    description:
      "Ask your partner what would help them feel secure with you right now, and offer one simple sentence such as “I'm here, and we're okay.” It takes a few minutes and no solutions are needed.",
    kind: "repair",
    moods: ["low"],
    minutes: 3,
    solo: false,
    backup: true,
  },
  {
    id: "reach-for-a-hand",
    title: "Reach for their hand",
    description:
      "After a tense moment, quietly offer your hand or open your arms for a hug, without words or explanations. If your partner isn't ready yet, that's okay; the offer still counts.",
    kind: "repair",
    moods: ["low"],
    minutes: 1,
    solo: false,
    backup: true,
  },
  {
    id: "gentle-apology-note",
    title: "Gentle apology note",
    description:
      "Write a short note that names how your words or actions landed, what you're sorry for and one thing you'll try next time. Leave it where your partner will find it today.",
    kind: "repair",
    moods: ["low", "neutral"],
    minutes: 10,
    solo: false,
    backup: false,
  },
  {
    id: "name-the-cycle",
    title: "Name your pattern together",
    description:
      "Spend fifteen calm minutes describing the dance you fall into when you argue, for example one of you pushes and the other pulls away. Give it a nickname, so next time it's the two of you against the pattern.",
    kind: "repair",
    moods: ["neutral", "high"],
    minutes: 15,
    solo: false,
    backup: false,
  },
  {
    id: "calm-before-hard-talk",
    title: "Settle yourself before a hard talk",
    description:
      "Before a difficult conversation with anyone, take five slow breaths and notice where the tension sits in your body. Then decide on the one thing you most want them to understand.",
    kind: "repair",
    moods: ["low", "neutral"],
    minutes: 3,
    solo: true,
    backup: false,
  },
  {
    id: "write-out-a-resentment",
    title: "Write out a lingering hurt",
    description:
      "Write down a hurt you're still carrying, what you needed at the time and what you could ask for now. Take ten minutes, then decide whether to share it or gently set it down.",
    kind: "repair",
    moods: ["low", "neutral"],
    minutes: 10,
    solo: true,
    backup: false,
  },
  {
    id: "mend-after-rough-exchange",
    title: "Reach out after a rough exchange",
    description:
      "Send a short message to someone you had a rough moment with recently, saying you noticed it and that they matter to you. Keep it to two or three lines, with no need to relitigate anything.",
    kind: "repair",
    moods: ["low", "neutral"],
    minutes: 5,
    solo: true,
    backup: false,
  },
  {
    id: "weekly-state-of-us",
    title: "Weekly state-of-us talk",
    description:
      "Once a week, sit down for half an hour: each share a few appreciations first, then one thing that's been bothering you. Listen fully to each other before any problem-solving.",
    kind: "repair",
    moods: ["neutral", "high"],
    minutes: 30,
    solo: false,
    backup: false,
  },
  {
    id: "say-yes-to-their-idea",
    title: "Say yes to one of their ideas",
    description:
      "Today, say yes to one suggestion from your partner that you might usually push back on, as long as it's something you're comfortable with. Let them know you're glad to go with their idea.",
    kind: "repair",
    moods: ["neutral", "high"],
    minutes: 2,
    solo: false,
    backup: false,
  },
  {
    id: "find-the-grain-of-truth",
    title: "Find the grain of truth",
    description:
      "When your partner raises a complaint, first look for the part you can agree with and say it out loud, like “you're right that I've been distracted lately.” Then share your side.",
    kind: "repair",
    moods: ["low", "neutral"],
    minutes: 3,
    solo: false,
    backup: false,
  },
  {
    id: "day-after-check-in",
    title: "Day-after check-in",
    description:
      "The day after a disagreement, ask your partner how they're feeling about it now and share where you've landed too. Ten calm minutes is often enough to close the loop.",
    kind: "repair",
    moods: ["low", "neutral"],
    minutes: 10,
    solo: false,
    backup: false,
  },
];
