import type { LibraryRitual } from "./library";

/**
 * Everyday rituals of connection. Most are for partners; the solo ones work just as well with a friend or a relative,
 * so someone without a partner in the app is not left out of this kind.
 */
export const CONNECTION_RITUALS: readonly LibraryRitual[] = [
  {
    id: "stress-reducing-conversation",
    title: "End-of-day stress talk",
    description:
      "For twenty minutes in the evening, take turns talking about stress from outside your relationship, like work or family. The listener takes the speaker's side and offers comfort, not advice, unless asked.",
    kind: "connection",
    moods: ["low", "neutral", "high"],
    minutes: 20,
    solo: false,
    backup: false,
  },
  {
    id: "daily-appreciation",
    title: "One specific appreciation",
    description:
      "Tell your partner one specific thing they did today that you appreciated, and why it mattered to you. It takes less than a minute.",
    kind: "connection",
    moods: ["low", "neutral", "high"],
    minutes: 1,
    solo: false,
    backup: true,
  },
  {
    id: "love-map-question",
    title: "Ask one love map question",
    description:
      "Ask your partner one question about their inner world, such as a current worry, a hope for this year or a favorite childhood memory. Listen for ten minutes and ask one follow-up.",
    kind: "connection",
    moods: ["neutral", "high"],
    minutes: 10,
    solo: false,
    backup: false,
  },
  {
    id: "greet-at-the-door",
    title: "Greet each other at the door",
    description:
      "When one of you comes home, stop what you're doing, go to the door and say hello properly before getting back to anything else. It takes one minute.",
    kind: "connection",
    moods: ["neutral", "high"],
    minutes: 1,
    solo: false,
    backup: false,
  },
  {
    id: "tech-free-dinner",
    title: "Tech-free dinner with highs and lows",
    description:
      "Eat dinner together with your phones in another room, and each share the best and the hardest part of your day. Give it half an hour.",
    kind: "connection",
    moods: ["neutral", "high"],
    minutes: 30,
    solo: false,
    backup: false,
  },
  {
    id: "turn-toward-bids",
    title: "Turn toward small bids",
    description:
      "Today, notice your partner's small bids for attention, like a comment, a sigh or a shared link, and respond warmly each time. Even a smile and a “tell me more” counts.",
    kind: "connection",
    moods: ["low", "neutral"],
    minutes: 1,
    solo: false,
    backup: false,
  },
  {
    id: "goodbye-wish",
    title: "A wish before you part",
    description:
      "Before you go your separate ways in the morning, tell your partner one thing you hope goes well for them today. A few seconds at the door is all it takes.",
    kind: "connection",
    moods: ["low", "neutral", "high"],
    minutes: 1,
    solo: false,
    backup: true,
  },
  {
    id: "look-forward-list",
    title: "Add to your someday list",
    description:
      "Keep a shared list of things you want to do together, big or small, and each add one new item this week. Spend five minutes reading it together and picking one to plan.",
    kind: "connection",
    moods: ["neutral", "high"],
    minutes: 5,
    solo: false,
    backup: false,
  },
  {
    id: "couch-check-in",
    title: "Fifteen minutes on the couch",
    description:
      "Sit together for fifteen minutes without screens and talk about something other than chores or schedules. Asking what's been on their mind lately is a fine opener.",
    kind: "connection",
    moods: ["neutral"],
    minutes: 15,
    solo: false,
    backup: false,
  },
  {
    id: "dream-share",
    title: "Share a dream for next year",
    description:
      "Tell your partner one hope or dream you have for the coming year, then ask about theirs. Take fifteen minutes and look for one small way to support each other's dream.",
    kind: "connection",
    moods: ["high"],
    minutes: 15,
    solo: false,
    backup: false,
  },
  {
    id: "cook-together",
    title: "Cook one simple dish together",
    description:
      "Make one simple dish side by side this week, splitting the chopping and stirring. Put on music and let it take the half hour it takes.",
    kind: "connection",
    moods: ["neutral", "high"],
    minutes: 30,
    solo: false,
    backup: false,
  },
  {
    id: "reach-out-to-a-friend",
    title: "Message someone you miss",
    description:
      "Send a short message to a friend or relative you haven't talked to in a while, just to say you thought of them. Two or three lines is plenty.",
    kind: "connection",
    moods: ["low", "neutral"],
    minutes: 3,
    solo: true,
    backup: true,
  },
  {
    id: "gratitude-text",
    title: "Send a thank-you text",
    description:
      "Text someone in your life one specific thing you're grateful to them for, from something recent or long ago. It takes two minutes, and a thank-you is never too late.",
    kind: "connection",
    moods: ["low", "neutral", "high"],
    minutes: 2,
    solo: true,
    backup: false,
  },
  {
    id: "call-someone-you-love",
    title: "Ten-minute call with someone you love",
    description:
      "Call or video chat with a family member or close friend for ten minutes, with no agenda beyond catching up. Ask about one thing happening in their life this week.",
    kind: "connection",
    moods: ["neutral", "high"],
    minutes: 10,
    solo: true,
    backup: false,
  },
  {
    id: "share-a-meal",
    title: "Share a meal or a coffee",
    description:
      "Invite a friend, neighbor or family member to share a meal or a coffee this week, in person or over video. Give it at least forty-five minutes and leave your phone face down.",
    kind: "connection",
    moods: ["neutral", "high"],
    minutes: 45,
    solo: true,
    backup: false,
  },
  {
    id: "curious-question",
    title: "Ask a curious question",
    description:
      "Next time you talk with a friend or relative, ask one open question you've never asked them, such as what they loved doing as a kid. Then listen for ten minutes without steering.",
    kind: "connection",
    moods: ["neutral", "high"],
    minutes: 10,
    solo: true,
    backup: false,
  },
];
