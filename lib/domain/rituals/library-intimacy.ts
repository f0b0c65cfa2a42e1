import type { LibraryRitual } from "./library";

/** Closeness and affection between partners; none is solo, and all stay non-explicit. */
export const INTIMACY_RITUALS: readonly LibraryRitual[] = [
  {
    id: "six-second-kiss",
    title: "Six-second kiss hello",
    description:
      "When you see each other at the end of the day, share a kiss that lasts a slow six seconds before anything else. It turns a quick hello into a real moment of arriving home.",
    kind: "intimacy",
    moods: ["neutral", "high"],
    minutes: 1,
    solo: false,
    backup: false,
  },
  {
    id: "twenty-second-hug",
    title: "Twenty-second hug",
    description:
      "Hold each other in an unhurried hug for about twenty seconds, long enough to breathe out together. Any time of day works, and no words are needed.",
    kind: "intimacy",
    moods: ["low", "neutral", "high"],
    minutes: 1,
    solo: false,
    backup: true,
  },
  {
    id: "midday-love-note",
    title: "Midday love note",
    description:
      "Around lunchtime, send your partner a short message about one thing you find dear or attractive about them. One honest sentence is enough.",
    kind: "intimacy",
    moods: ["low", "neutral", "high"],
    minutes: 1,
    solo: false,
    backup: true,
  },
  {
    id: "hand-in-hand-stroll",
    title: "Hand-in-hand evening stroll",
    description:
      "After dinner, take a fifteen-minute walk together holding hands. Let the conversation wander wherever it likes, or simply enjoy walking side by side.",
    kind: "intimacy",
    moods: ["neutral", "high"],
    minutes: 15,
    solo: false,
    backup: false,
  },
  {
    id: "quiet-eye-contact",
    title: "One quiet minute of eye contact",
    description:
      "Sit facing each other, set a timer for one minute and simply look into each other's eyes without talking. Laughing is allowed; afterward, share one word for how it felt.",
    kind: "intimacy",
    moods: ["neutral", "high"],
    minutes: 2,
    solo: false,
    backup: false,
  },
  {
    id: "shoulder-rub-swap",
    title: "Shoulder rub swap",
    description:
      "Trade five-minute shoulder or hand rubs in the evening, asking what pressure feels good. The one receiving only has to relax and say thank you.",
    kind: "intimacy",
    moods: ["low", "neutral"],
    minutes: 10,
    solo: false,
    backup: false,
  },
  {
    id: "morning-cuddle",
    title: "Five-minute morning cuddle",
    description:
      "Set your alarm five minutes early and spend them close together before the day begins. Keep phones out of reach until the five minutes are up.",
    kind: "intimacy",
    moods: ["neutral", "high"],
    minutes: 5,
    solo: false,
    backup: false,
  },
  {
    id: "kitchen-slow-dance",
    title: "Slow dance in the kitchen",
    description:
      "Put on a song you both like and dance together wherever you are, even mid-dinner prep. One song, about four minutes, no skill required.",
    kind: "intimacy",
    moods: ["neutral", "high"],
    minutes: 4,
    solo: false,
    backup: false,
  },
  {
    id: "phones-away-pillow-talk",
    title: "Phones-away pillow talk",
    description:
      "Ten minutes before sleep, leave your phones in another room, lie close and talk about anything that isn't logistics. A favorite moment from the day is a good place to start.",
    kind: "intimacy",
    moods: ["neutral", "high"],
    minutes: 10,
    solo: false,
    backup: false,
  },
  {
    id: "what-i-love-about-you",
    title: "What I love about you",
    description:
      "Today, look your partner in the eye and tell them one specific thing you love about them, and when you last noticed it. It takes a minute and lands best face to face.",
    kind: "intimacy",
    moods: ["neutral", "high"],
    minutes: 2,
    solo: false,
    backup: false,
  },
  {
    id: "early-days-throwback",
    title: "Early-days throwback",
    description:
      "Recreate a small piece of your early days together: a snack, a song or a place that was yours back then. Spend half an hour enjoying it and trading memories.",
    kind: "intimacy",
    moods: ["high"],
    minutes: 30,
    solo: false,
    backup: false,
  },
  {
    id: "candlelit-dessert",
    title: "Candlelit dessert for two",
    description:
      "Light a candle, share one dessert with two spoons and leave the screens off for twenty minutes. Take turns telling each other a favorite memory of the two of you.",
    kind: "intimacy",
    moods: ["neutral", "high"],
    minutes: 20,
    solo: false,
    backup: false,
  },
  {
    id: "hold-hands-while-talking",
    title: "Hold hands while you talk",
    description:
      "The next time you sit down to talk, even about something ordinary, hold hands or rest a hand on each other's arm. Keep the touch for the whole conversation.",
    kind: "intimacy",
    moods: ["low", "neutral"],
    minutes: 5,
    solo: false,
    backup: false,
  },
  {
    id: "affection-without-agenda",
    title: "Affection with no agenda",
    description:
      "Offer your partner a small touch that asks for nothing more, like a hand on the back or a head on a shoulder, a few times today. Let it simply say “I'm glad you're here.”",
    kind: "intimacy",
    moods: ["low", "neutral"],
    minutes: 1,
    solo: false,
    backup: false,
  },
  {
    id: "bedtime-whisper",
    title: "Bedtime whisper",
    description:
      "When you're lying together at night, each whisper one thing you cherished about the other today. Two minutes, then lights out.",
    kind: "intimacy",
    moods: ["low", "neutral", "high"],
    minutes: 2,
    solo: false,
    backup: false,
  },
  {
    id: "plan-a-cozy-date",
    title: "Plan a cozy date night in",
    description:
      "Spend ten minutes together choosing an evening this week and planning a simple date at home: a meal, a movie, a blanket fort. Put it in both your calendars.",
    kind: "intimacy",
    moods: ["neutral", "high"],
    minutes: 10,
    solo: false,
    backup: false,
  },
];
