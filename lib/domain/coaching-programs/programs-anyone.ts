/**
 * Content of the "anyone" coaching programs: shown to everyone, including people without a partner in the app, so no
 * step may depend on a partner (every step is joint: false). Where a practice is naturally shared, it is phrased for
 * "someone close to you" so it works with a partner, a friend, or family alike.
 *
 * Content rules, for anyone editing: stay with what the cited source says (no percentages or "studies show" claims),
 * coach rather than diagnose, and use American spelling. Step ids are stored with progress: add or reword freely,
 * but never rename or reuse an id.
 */
import type { CoachingProgram } from "./programs";

export const APPRECIATION_WEEK: CoachingProgram = {
  id: "appreciation",
  title: "Appreciation week",
  summary: "Seven days of small, specific ways to notice and show appreciation for the people close to you.",
  audience: "anyone",
  minutesPerStep: 10,
  source:
    'Algoe, Gable & Maisel, "It\'s the little things: Everyday gratitude as a booster shot for romantic relationships," Personal Relationships (2010); Gable, Reis, Impett & Asher, "What do you do when things go right?" Journal of Personality and Social Psychology (2004)',
  steps: [
    {
      id: "notice",
      title: "Day 1: Notice the little things",
      body: "Appreciation starts with noticing, and everyday kindness is easy to miss because it's routine. In research by Sara Algoe and colleagues, partners who felt grateful for each other's thoughtful everyday actions tended to feel more connected the next day. The same habit of noticing is worth bringing to anyone you care about.",
      practice:
        "Write down three small things someone close to you did today or this week, such as a partner, friend, family member, or colleague.",
      joint: false,
    },
    {
      id: "specific-thanks",
      title: "Day 2: Say a specific thank-you",
      body: '"Thanks" is good; "Thank you for picking up my prescription, it took a weight off my day" is better. Naming what the person did and what it meant to you shows you really noticed. It also tells them something about what matters to you.',
      practice:
        "Thank one person today for something specific, in person or by message: what they did, and what it meant to you.",
      joint: false,
    },
    {
      id: "celebrate-good-news",
      title: "Day 3: Celebrate good news",
      body: 'How you respond when someone shares good news matters. Shelly Gable and colleagues describe an "active-constructive" response: enthusiastic, curious, and genuinely glad for them. A distracted "nice," pointing out the downsides, or turning the talk to yourself can quietly take the shine off, even when you don\'t mean it to.',
      practice:
        'The next time anyone shares something good today, however small, show you\'re glad and ask two questions about it, such as "How did it feel?" or "What happens next?"',
      joint: false,
    },
    {
      id: "share-good-news",
      title: "Day 4: Share your own good news",
      body: "Celebrating works in both directions. Telling someone about a good thing that happened to you, and having them be glad with you, can make it feel bigger and last longer. It also gives the people close to you a chance to take part in your life.",
      practice:
        "Share one good thing from your day, even a small one, with someone close to you, and let yourself enjoy their response.",
      joint: false,
    },
    {
      id: "admiration-note",
      title: "Day 5: Write a note of admiration",
      body: "Appreciation can go beyond thanks for what someone does to admiration for who they are: their kindness, humor, patience, or courage. People rarely hear these things said out loud, and a note can be kept and reread.",
      practice:
        "Write a short note, card, or message to someone close to you naming one quality you admire in them and a moment when you saw it.",
      joint: false,
    },
    {
      id: "fond-memory",
      title: "Day 6: Share a fond memory",
      body: "Remembering good times together is a simple way to feel close again, especially when life is busy. A memory doesn't have to be a big event; small, funny, or ordinary moments often mean the most.",
      practice:
        'Tell or message someone about a good time you shared, starting with "I was just thinking about when we…"',
      joint: false,
    },
    {
      id: "reflect",
      title: "Day 7: Look back on your week",
      body: "Some of these practices will have felt natural and others a little awkward, and both are fine. Appreciation lasts when it becomes a habit rather than a one-off week, so the aim now is to keep the parts that suit you.",
      practice:
        "Write down which day felt best to give and how people responded, then choose one practice to keep doing every week.",
      joint: false,
    },
  ],
};

export const TURNING_TOWARD: CoachingProgram = {
  id: "turning-toward",
  title: "Turning toward bids",
  summary: "Learn to notice the small ways people reach for connection, and to respond in ways that bring you closer.",
  audience: "anyone",
  minutesPerStep: 10,
  source: "Gottman & DeClaire, The Relationship Cure (2001)",
  steps: [
    {
      id: "learn",
      title: "What a bid is",
      body: 'Gottman & DeClaire call a bid any attempt to connect: a question, a comment, a look, a touch, a joke, or "Look at this!" Bids are often small and easy to miss, and they happen in every kind of relationship, with a partner, family, friends, or colleagues. Each one is a quiet invitation to pay attention.',
      practice: "Today, notice at least three bids people make toward you, however small, and jot them down.",
      joint: false,
    },
    {
      id: "three-responses",
      title: "Toward, away, or against",
      body: "Turning toward a bid means responding with interest, even briefly. Turning away means missing or ignoring it, often just because you're busy or distracted, and turning against means answering with irritation or a put-down. Everyone does all three sometimes; the point is to notice which you do most.",
      practice:
        "Look back at the bids you noticed and, without judging yourself, note whether you turned toward, away, or against each one.",
      joint: false,
    },
    {
      id: "small-bids",
      title: "Respond to small bids for a day",
      body: 'Turning toward doesn\'t have to be big. Looking up from your phone, a "Really?", a smile, or one follow-up question all count. Connection is built mostly from these small, everyday moments rather than from grand gestures.',
      practice: "For one day, respond to every small bid you notice with at least one small sign that you heard it.",
      joint: false,
    },
    {
      id: "when-busy",
      title: "Turning toward when you're busy",
      body: 'You won\'t always have time for a bid, and that\'s okay. You can still turn toward it by acknowledging it and offering a time: "I want to hear this; can you tell me after this call?" If you realize later that you missed one, you can go back: "Earlier you mentioned your interview. How did it go?"',
      practice:
        "The next time a bid comes at a bad moment, acknowledge it and name when you can give it your attention, then follow through.",
      joint: false,
    },
    {
      id: "clearer-bids",
      title: "Make your own bids clearer",
      body: 'Our own bids are sometimes hard to read, because they\'re hidden in hints or come out as complaints. "You\'re always on your phone" is often a bid for "I\'d like some time with you." Saying what you want directly makes it much easier for people to turn toward you.',
      practice:
        'Make one clear, direct bid today, such as "Would you take a short walk with me?" or "Can I tell you about my day?"',
      joint: false,
    },
    {
      id: "reflect",
      title: "Look back on what changed",
      body: "Paying attention to bids for a few days often shows patterns: times of day when you tend to turn away, or people whose bids you notice more easily. Small shifts in those moments are where this skill grows.",
      practice:
        "Write down one pattern you noticed in how you respond to bids, and one small change you'd like to keep making.",
      joint: false,
    },
  ],
};

export const SELF_COMPASSION: CoachingProgram = {
  id: "self-compassion",
  title: "Self-compassion",
  summary:
    "Practice treating yourself with the kindness you'd offer a good friend, including after hard moments with others.",
  audience: "anyone",
  minutesPerStep: 10,
  source:
    "Neff, Self-Compassion: The Proven Power of Being Kind to Yourself (2011); Neff & Germer, The Mindful Self-Compassion Workbook (2018)",
  steps: [
    {
      id: "learn",
      title: "What self-compassion is",
      body: "Self-compassion means treating yourself with the kindness you'd offer a good friend when things are hard. Kristin Neff describes three parts: kindness toward yourself instead of harsh judgment, remembering that struggle is part of being human, and noticing painful feelings without being swept away by them. It isn't self-pity, and it isn't letting yourself off the hook.",
      practice:
        "Think of something you're hard on yourself about, then imagine a close friend in the same situation. Write down what you'd say to them, and notice how it differs from what you say to yourself.",
      joint: false,
    },
    {
      id: "notice-critic",
      title: "Notice your inner critic",
      body: "Most of us have a voice that criticizes us, often in words we'd never use with anyone else. You don't need to argue with it or make it disappear. Simply noticing it, and the tone it uses, gives you a little room to choose a kinder response.",
      practice:
        "Today, when you catch a harsh thought about yourself, note the words, then try saying the same point the way a supportive friend would.",
      joint: false,
    },
    {
      id: "self-compassion-break",
      title: "The self-compassion break",
      body: 'This short practice from Kristin Neff brings the three parts together in a hard moment: acknowledge it ("This is a moment of struggle"), remember you\'re not alone ("Struggle is part of life"), and offer yourself kindness ("May I be kind to myself"). Use words that feel natural to you. A hand on your heart, if that feels comfortable, can help the kindness land.',
      practice:
        "The next time you feel stressed or upset today, pause for a minute and go through the three phrases slowly.",
      joint: false,
    },
    {
      id: "common-humanity",
      title: "You're not the only one",
      body: "When something goes wrong, it can feel as if you're the only person who struggles this way, which makes it harder to bear. Remembering that mistakes, setbacks, and painful feelings are part of every human life doesn't make them small; it makes you less alone with them.",
      practice:
        "Pick one thing you're struggling with and write: \"Many other people feel this way too. I'm not alone in this.\" Notice how it feels to read it back.",
      joint: false,
    },
    {
      id: "compassionate-letter",
      title: "A compassionate letter",
      body: "Writing to yourself from a kind perspective can soften long-held self-criticism. Imagine a friend who is wise, warm, and accepting, who knows your strengths and your flaws. If the exercise stirs up painful feelings, that's common; go gently, and it's fine to stop and come back later.",
      practice:
        "Take about fifteen minutes to write a letter to yourself, from that friend, about something you feel bad about. Set it aside and reread it tomorrow.",
      joint: false,
    },
    {
      id: "after-conflict",
      title: "Kindness after an argument",
      body: "After a disagreement with a partner or anyone close, it's common to swing between blaming them and blaming yourself. Being kind to yourself doesn't mean deciding you were right. It can make it easier to calm down and to see your own part honestly, without beating yourself up, which helps when you want to make things right.",
      practice:
        "After your next disagreement, take a self-compassion break on your own before going back to talk, and name one thing you'd like to do differently next time.",
      joint: false,
    },
  ],
};
