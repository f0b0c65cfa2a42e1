/**
 * Content of the "couple" coaching programs: some steps are done together, so these are shown only to someone with a
 * partner in the app (see programsFor in ./programs).
 *
 * Content rules, for anyone editing: stay with what the cited source says (no percentages or "studies show" claims),
 * coach rather than diagnose, say "partner", and use American spelling. Step ids are stored with progress: add or
 * reword freely, but never rename or reuse an id.
 */
import type { CoachingProgram } from "./programs";

export const SOFT_START_UP: CoachingProgram = {
  id: "soft-start-up",
  title: "Soft start-up",
  summary: "Learn to raise a concern in a way your partner can hear, so hard talks start gently and stay on track.",
  audience: "couple",
  minutesPerStep: 10,
  source: "Gottman & Silver, The Seven Principles for Making Marriage Work (1999)",
  steps: [
    {
      id: "learn",
      title: "Why the opening matters",
      body: "John Gottman's research found that a conversation tends to end on the same note it starts on. A harsh start-up opens with blame, sarcasm, or criticism, and puts your partner on the defensive before they have heard what you need. A soft start-up raises the same concern in a way that invites them in.",
      practice:
        "Think back to a recent disagreement and write down, as closely as you can, the first thing you said. Just notice whether it opened softly or harshly.",
      joint: false,
    },
    {
      id: "notice",
      title: "Notice your start-ups",
      body: "Harsh start-ups are usually habits, not choices, and they show up most when you're tired, stressed, or have been holding something in for a while. You can't soften what you don't notice, so the first skill is simply catching the moment before you speak.",
      practice:
        "Today, each time you're about to bring up something that bothers you, pause for one breath and notice your tone and your first few words before you go on.",
      joint: false,
    },
    {
      id: "complaint-vs-criticism",
      title: "Complain without criticizing",
      body: 'A complaint is about one specific situation: "The dishes were left in the sink last night." Criticism is about who your partner is: "You never help, you\'re so selfish." Complaints are healthy and part of any relationship; criticism tends to hurt and is hard to answer without defending. Words like "always" and "never" are a sign a complaint is sliding into criticism.',
      practice:
        'Take one criticism you have thought or said recently and rewrite it as a complaint about a single, specific situation, without "always," "never," or judgments about character.',
      joint: false,
    },
    {
      id: "formula",
      title: 'Use "I feel… about… I need…"',
      body: "A simple shape for a soft start-up is: \"I feel [emotion] about [a specific situation], and I need [something positive].\" It keeps the focus on your experience rather than your partner's faults, and it ends with what you'd like instead of what you don't. Being polite and adding a genuine appreciation, when there is one, makes it easier still to hear.",
      practice:
        'Write one soft start-up using the formula for a small, recurring irritation. For example: "I feel stressed about the bills piling up, and I need us to pick an evening to go through them together."',
      joint: false,
    },
    {
      id: "practice-small-issue",
      title: "Try it on a small issue",
      body: "New skills are easiest to learn when the stakes are low, so start with something minor rather than your biggest disagreement. Choose a calm moment when neither of you is rushed, hungry, or already upset. It may feel awkward the first time, and that's fine.",
      practice:
        "Raise one small issue with your partner today using the soft start-up you wrote. Keep it short, then listen to their reply without adding more.",
      joint: true,
    },
    {
      id: "review",
      title: "Review how it went together",
      body: "Talking about how a conversation went, rather than what it was about, helps you both learn what works for the two of you. This is not the time to reopen the issue itself. The goal is curiosity, not grading each other.",
      practice:
        "Take ten minutes together. Each of you says what felt easy to hear, what felt harder, and one thing that would make the next start-up even softer.",
      joint: true,
    },
  ],
};

export const REPAIR_ATTEMPTS: CoachingProgram = {
  id: "repair-attempts",
  title: "Repair attempts",
  summary: "Learn to spot, offer, and accept the small moves that stop an argument from spiraling.",
  audience: "couple",
  minutesPerStep: 15,
  source: "Gottman & Silver, The Seven Principles for Making Marriage Work (1999)",
  steps: [
    {
      id: "learn",
      title: "What a repair attempt is",
      body: 'Gottman describes a repair attempt as any statement or action, silly or otherwise, that keeps tension from escalating. It might be a joke, a touch, "Sorry, that came out wrong," or "Can we start over?" Every couple argues; what helps is being able to repair along the way. Repairs don\'t need to be graceful; they need to be noticed and accepted.',
      practice:
        "List three things you or your partner have done in past disagreements to lower the temperature, even small or clumsy ones.",
      joint: false,
    },
    {
      id: "notice-partner",
      title: "Notice your partner's repairs",
      body: "Repairs are easy to miss when you're upset, especially when they come as a half-smile, a softer tone, or a change of subject rather than a clear apology. Learning your partner's particular style of repair means you can catch it in the moment instead of realizing it later.",
      practice:
        "Think back to your last disagreement and find at least one moment when your partner tried to ease things. If it feels right, tell them you noticed.",
      joint: false,
    },
    {
      id: "repair-phrase",
      title: "Agree on a repair phrase",
      body: "In the heat of an argument it's hard to invent a repair, so it helps to choose one ahead of time. A shared phrase or gesture works like a signal you both understand: \"I want us to get back on the same side.\" If one of you feels flooded, with a racing heart and a mind that won't slow down, the repair can be asking for a break of at least twenty minutes and agreeing when to come back.",
      practice:
        'Together, choose one or two repair phrases or gestures you\'ll both recognize, such as "Can we rewind?" or "I need a twenty-minute break, then let\'s try again."',
      joint: true,
    },
    {
      id: "accept-repair",
      title: "Accept a repair while still annoyed",
      body: "Accepting a repair doesn't mean you've stopped being upset or that you agree. It means you're willing to slow down together. You can say \"Okay, thank you,\" take a breath, and still come back to what matters to you once things are calmer.",
      practice:
        "Practice with something playful and minor: one of you voices a small gripe, the other uses your repair phrase, and the first accepts it out loud even while acting a little annoyed. Then swap.",
      joint: true,
    },
    {
      id: "debrief",
      title: "The after-argument debrief",
      body: "Once you've both calmed down, looking back at an argument together can turn it into something you learn from. Each of you talks only about your own experience: what you felt, what triggered you, and what you could do differently next time. There's no deciding whose version is right and no blame, because both of your experiences are real.",
      practice:
        "Pick a past argument that is now settled. Take turns answering the three questions (what I felt, what triggered me, what I could do differently) while the other just listens, then swap.",
      joint: true,
    },
  ],
};

export const STRESS_REDUCING_CONVERSATION: CoachingProgram = {
  id: "stress-reducing-conversation",
  title: "Stress-reducing conversation",
  summary:
    "A daily talk about the stress of your day outside the relationship, where each of you feels heard and backed up.",
  audience: "couple",
  minutesPerStep: 20,
  source: "Gottman & Silver, The Seven Principles for Making Marriage Work (1999)",
  steps: [
    {
      id: "learn",
      title: "Why talk about the rest of your day",
      body: "Stress from work, family, health, or money can spill into a relationship even when it has nothing to do with your partner. Gottman & Silver suggest a regular conversation where each of you talks about what's weighing on you and the other listens and backs you up. The topic is stress from outside the relationship; issues between the two of you belong in a different conversation.",
      practice:
        "Look at your usual day and find a time when the two of you could talk for about twenty minutes without distractions, such as after work or after dinner.",
      joint: false,
    },
    {
      id: "listening-rules",
      title: "The listener's rules",
      body: "Take turns: one of you talks while the other listens, then swap. As the listener, show genuine interest, and don't give advice unless you're asked, because understanding comes before solving. Let your partner know you get it: \"That sounds exhausting\" often helps more than a fix.",
      practice:
        "In any conversation today, notice the urge to offer a solution and try reflecting back what you heard instead.",
      joint: false,
    },
    {
      id: "side-rules",
      title: "Be on their side",
      body: "Take your partner's side, even if you can see the other person's point of view; this isn't the time to play devil's advocate. Show a \"we against others\" attitude, so your partner feels the two of you are facing this together. Express affection, whether a hand on the arm or \"I'm glad you told me,\" and validate their feelings: \"It makes sense you're upset.\"",
      practice:
        "Write down two or three phrases that sound like you, for taking their side and validating, so they come easily when it's your turn to listen.",
      joint: false,
    },
    {
      id: "first-conversation",
      title: "Your first twenty minutes",
      body: "Keep the first one simple. Put phones away, sit somewhere comfortable, and give each of you about ten minutes as the one who talks. If a topic drifts toward a disagreement between you, gently set it aside for another time.",
      practice:
        "Have a twenty-minute stress-reducing conversation today, about ten minutes each, with the listener following the rules from the last two steps.",
      joint: true,
    },
    {
      id: "check-in",
      title: "What helped you feel heard",
      body: "People feel supported in different ways: one may want lots of questions, another mostly quiet listening and a hug. Telling each other what worked helps each of you listen in the way the other actually needs.",
      practice:
        'Spend five minutes together on one question each: "What did I do that helped you feel heard, and what would help even more next time?"',
      joint: true,
    },
    {
      id: "daily-habit",
      title: "Make it a daily habit",
      body: "Gottman & Silver suggest making this conversation part of your everyday routine, ideally at the end of the workday. Tying it to something you already do, like a walk or cleaning up after dinner, makes it easier to keep. If you miss a day, just pick it up again the next.",
      practice:
        "Agree on a regular time and something you already do together to attach it to, then have today's conversation at that time.",
      joint: true,
    },
  ],
};
