import type { LibraryRitual } from "./library";

/** Rituals for the person alone; every one is solo, since none needs anyone else. */
export const SELF_CARE_RITUALS: readonly LibraryRitual[] = [
  {
    id: "paced-breathing",
    title: "Two-minute paced breathing",
    description:
      "Sit comfortably, breathe in through your nose for a count of four and out slowly for a count of six. Keep going for two minutes, whenever the day starts to feel like too much.",
    kind: "self-care",
    moods: ["low", "neutral"],
    minutes: 2,
    solo: true,
    backup: true,
  },
  {
    id: "self-compassion-pause",
    title: "Self-compassion pause",
    description:
      "When something stings, place a hand on your chest and quietly tell yourself: “This is hard, I'm not the only one who feels this, and I can be kind to myself right now.” It takes about a minute and you can do it anywhere.",
    kind: "self-care",
    moods: ["low", "neutral"],
    minutes: 1,
    solo: true,
    backup: true,
  },
  {
    id: "one-small-doable-thing",
    title: "One small doable thing",
    description:
      "Pick one task that takes under five minutes, like watering a plant or clearing one shelf, and do it now. Let yourself notice the small lift of having finished something.",
    kind: "self-care",
    moods: ["low"],
    minutes: 5,
    solo: true,
    backup: true,
  },
  {
    id: "water-and-a-stretch",
    title: "A glass of water and a stretch",
    description:
      "Drink a full glass of water slowly, then stand up and reach your arms overhead, roll your shoulders and let them drop. Two minutes is plenty.",
    kind: "self-care",
    moods: ["low", "neutral"],
    minutes: 2,
    solo: true,
    backup: true,
  },
  {
    id: "three-good-things",
    title: "Three good things before bed",
    description:
      "Before you go to sleep, write down three things that went well today, however small, and a few words on why each happened. It takes about five minutes.",
    kind: "self-care",
    moods: ["low", "neutral", "high"],
    minutes: 5,
    solo: true,
    backup: false,
  },
  {
    id: "ten-minute-walk",
    title: "Ten-minute walk outside",
    description:
      "Step outside for a ten-minute walk, ideally in daylight, and leave your phone in your pocket. Notice three things you can see, hear or smell along the way.",
    kind: "self-care",
    moods: ["low", "neutral"],
    minutes: 10,
    solo: true,
    backup: false,
  },
  {
    id: "five-minute-body-scan",
    title: "Five-minute body scan",
    description:
      "Lie down or sit back and slowly move your attention from your toes to the top of your head, softening any spot that feels tight. Give it five unhurried minutes, perhaps right after work.",
    kind: "self-care",
    moods: ["low", "neutral"],
    minutes: 5,
    solo: true,
    backup: false,
  },
  {
    id: "morning-intention",
    title: "One-word morning intention",
    description:
      "Over your first coffee or tea, choose one word for how you want to show up today, such as patient, playful or steady. Write it somewhere you'll see it later.",
    kind: "self-care",
    moods: ["neutral", "high"],
    minutes: 2,
    solo: true,
    backup: false,
  },
  {
    id: "name-the-feeling",
    title: "Name what you're feeling",
    description:
      "Three times today, pause and put your feeling into one or two words, like tired and tense or calm and hopeful. There's nothing to fix; naming it is the whole ritual.",
    kind: "self-care",
    moods: ["low", "neutral"],
    minutes: 1,
    solo: true,
    backup: false,
  },
  {
    id: "screen-free-wind-down",
    title: "Screen-free wind-down",
    description:
      "Twenty minutes before bed, put your phone to charge in another room and do something slow instead: read, stretch or listen to quiet music. Let the day end gently.",
    kind: "self-care",
    moods: ["neutral", "high"],
    minutes: 20,
    solo: true,
    backup: false,
  },
  {
    id: "one-song-reset",
    title: "One-song mood reset",
    description:
      "Put on a song you love and give it your full attention for its few minutes: sing, sway or simply listen with your eyes closed. Try it when the afternoon starts to drag.",
    kind: "self-care",
    moods: ["low", "neutral", "high"],
    minutes: 4,
    solo: true,
    backup: false,
  },
  {
    id: "kind-note-to-self",
    title: "A kind note to yourself",
    description:
      "Write yourself a short note the way you would write to a good friend having the same day you're having. Read it back once, slowly, and keep it somewhere handy.",
    kind: "self-care",
    moods: ["low", "neutral"],
    minutes: 5,
    solo: true,
    backup: false,
  },
  {
    id: "savor-a-good-moment",
    title: "Savor one good moment",
    description:
      "When something pleasant happens today, like a warm drink or a kind word, pause for twenty seconds and let yourself really take it in. Notice how it feels in your body.",
    kind: "self-care",
    moods: ["neutral", "high"],
    minutes: 1,
    solo: true,
    backup: false,
  },
  {
    id: "five-minute-brain-dump",
    title: "Five-minute brain dump",
    description:
      "Set a timer for five minutes and write down everything on your mind without editing or judging it. When the timer ends, circle the one thing that matters most tomorrow and let the rest wait.",
    kind: "self-care",
    moods: ["low", "neutral"],
    minutes: 5,
    solo: true,
    backup: false,
  },
  {
    id: "plan-something-to-look-forward-to",
    title: "Plan one thing to look forward to",
    description:
      "Take five minutes to put one enjoyable thing in your calendar this week, such as a favorite meal, a class or a visit to a park. Having it on the calendar is part of the fun.",
    kind: "self-care",
    moods: ["neutral", "high"],
    minutes: 5,
    solo: true,
    backup: false,
  },
  {
    id: "five-senses-grounding",
    title: "Five senses grounding",
    description:
      "Wherever you are, name five things you can see, four you can hear, three you can touch, two you can smell and one you can taste. It takes about three minutes and works anywhere.",
    kind: "self-care",
    moods: ["low", "neutral"],
    minutes: 3,
    solo: true,
    backup: false,
  },
];
