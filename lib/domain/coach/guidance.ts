/**
 * The offline coach's library (issue #15): short, practical ideas from well-replicated relationship and wellbeing
 * research, each with one thing to try and where it comes from, so a person can look it up and weigh it. Written
 * for this app; nothing here diagnoses or treats. `joint` marks ideas that need the partner's part: they are never
 * offered once abuse or coercion has come up in a conversation (decision 035).
 */

export const GUIDANCE_TOPICS = [
  "conflict",
  "communication",
  "connection",
  "appreciation",
  "repair",
  "trust",
  "intimacy",
  "needs",
  "distance",
  "stress",
  "low_mood",
  "sleep",
] as const;
export type GuidanceTopic = (typeof GUIDANCE_TOPICS)[number];

export interface Guide {
  id: string;
  topic: GuidanceTopic;
  joint: boolean;
  title: string;
  idea: string;
  tryThis: string;
  source: string;
}

export const GUIDANCE: readonly Guide[] = [
  {
    id: "soft-startup",
    topic: "conflict",
    joint: false,
    title: "Start gently",
    idea: "How a hard conversation starts largely predicts how it ends. Starting with a complaint about a situation, rather than criticism of the person, keeps the other side listening.",
    tryThis:
      "Use the shape “I feel … about … and I need …”. For example: “I feel stretched thin about the dishes piling up, and I need us to split evenings.”",
    source: "Gottman & Silver, The Seven Principles for Making Marriage Work (1999)",
  },
  {
    id: "flooding-break",
    topic: "conflict",
    joint: true,
    title: "Take a real break when you're flooded",
    idea: "When your heart races during an argument, listening and problem-solving get much harder. A short break helps only if you spend it calming down, not rehearsing your case, and then come back.",
    tryThis:
      "Agree on a phrase like “I need 20 minutes, and I'll come back.” Spend it walking, breathing slowly or reading, then return at the time you said. The time-out timer in Coaching Tools keeps the time for you.",
    source: "Gottman, What Predicts Divorce? (1994)",
  },
  {
    id: "perpetual-problems",
    topic: "conflict",
    joint: true,
    title: "Some disagreements are for understanding, not solving",
    idea: "Most recurring disagreements between partners come from lasting differences in personality or needs. Couples who do well keep talking about them with humour and curiosity instead of trying to win.",
    tryThis:
      "Pick one recurring topic and each ask: “What does this mean to you? Is there a story or a hope behind it?” Listen without trying to fix it this time.",
    source: "Gottman & Silver, The Seven Principles for Making Marriage Work (1999)",
  },
  {
    id: "accept-influence",
    topic: "conflict",
    joint: false,
    title: "Look for the part you can agree with",
    idea: "Conflicts ease when each partner lets the other's view change theirs a little. Finding something reasonable in what they say is not giving in.",
    tryThis:
      "In your next disagreement, say out loud one part of their point that makes sense to you before giving yours.",
    source: "Gottman, Coan, Carrère & Swanson, Journal of Marriage and the Family (1998)",
  },
  {
    id: "speaker-listener",
    topic: "communication",
    joint: true,
    title: "Take turns as speaker and listener",
    idea: "Structured turn-taking slows a heated talk down: one person speaks in short pieces, the other sums up what they heard before replying.",
    tryThis:
      "Hold any object as “the floor”. Whoever holds it speaks; the other paraphrases (“So you're saying …?”) until the speaker says “yes, that's it”, then you swap.",
    source: "Markman, Stanley & Blumberg, Fighting for Your Marriage (PREP)",
  },
  {
    id: "reflective-listening",
    topic: "communication",
    joint: false,
    title: "Reflect before you respond",
    idea: "People feel understood when they hear their own feelings named back to them, which makes them more open to yours.",
    tryThis:
      "Next time your partner shares something hard, try “It sounds like you felt … when …” before offering advice. The active listening exercise in Coaching Tools walks you both through it.",
    source: "Rogers' reflective listening; Weger et al., International Journal of Listening (2014)",
  },
  {
    id: "needs-request",
    topic: "needs",
    joint: false,
    title: "Ask for what you need, not what you don't want",
    idea: "A specific, positive request is easier to say yes to than a complaint about what's missing.",
    tryThis:
      "Turn “You never plan anything” into “Would you plan one evening for us this month? It would make me feel looked after.”",
    source: "Rosenberg, Nonviolent Communication (2003); Gottman's “positive need”",
  },
  {
    id: "name-the-feeling",
    topic: "needs",
    joint: false,
    title: "Name the feeling first",
    idea: "Putting a feeling into words tends to lower its intensity, and it tells the other person what matters without blame.",
    tryThis:
      "Before raising something, finish the sentence “Underneath this, I feel …” for yourself. Your mood log's feeling words can help.",
    source: "Lieberman et al., Psychological Science (2007)",
  },
  {
    id: "turn-toward",
    topic: "connection",
    joint: false,
    title: "Notice and answer small bids",
    idea: "Everyday moments (a comment, a sigh, “look at this”) are bids for attention. Couples who turn toward most of them build a reserve of goodwill.",
    tryThis:
      "For one day, notice each small bid from your partner and answer it, even briefly: look up, ask a question, share the moment.",
    source: "Gottman & DeClaire, The Relationship Cure (2001)",
  },
  {
    id: "stress-reducing-conversation",
    topic: "connection",
    joint: true,
    title: "A daily stress-reducing conversation",
    idea: "Talking about stress from outside the relationship, where you are on each other's side, is one of the simplest ways to feel close.",
    tryThis:
      "Take 20 minutes tonight: each talks about their day's stress while the other listens, sides with them and holds back advice unless asked.",
    source: "Gottman & Silver, The Seven Principles for Making Marriage Work (1999)",
  },
  {
    id: "new-together",
    topic: "connection",
    joint: true,
    title: "Do something new together",
    idea: "Shared activities that are new and a little challenging are linked to higher relationship satisfaction than pleasant routines.",
    tryThis:
      "Pick one thing neither of you has done (a new walk, recipe, class or game) and put it on the calendar this week.",
    source: "Aron et al., Journal of Personality and Social Psychology (2000)",
  },
  {
    id: "ritual-of-connection",
    topic: "connection",
    joint: true,
    title: "Build a small ritual",
    idea: "Predictable moments of connection (a proper goodbye, a six-minute catch-up, a weekly walk) keep closeness going when life gets busy.",
    tryThis: "Choose one tiny daily ritual you'll both keep for two weeks.",
    source: "Doherty, The Intentional Family (1997); Gottman & Silver (1999)",
  },
  {
    id: "gratitude",
    topic: "appreciation",
    joint: false,
    title: "Say the specific thank-you",
    idea: "Expressed gratitude for small, everyday things predicts how connected both partners feel the next day.",
    tryThis: "Tell your partner one specific thing they did today that you appreciated, and why it mattered to you.",
    source: "Algoe, Gable & Maisel, Personal Relationships (2010)",
  },
  {
    id: "capitalisation",
    topic: "appreciation",
    joint: false,
    title: "Celebrate their good news",
    idea: "How you respond to good news matters as much as support in hard times: enthusiastic, curious responses strengthen trust and closeness.",
    tryThis:
      "When your partner shares something good, ask two questions about it and let it be about them for a few minutes.",
    source: "Gable, Reis, Impett & Asher, Journal of Personality and Social Psychology (2004)",
  },
  {
    id: "five-to-one",
    topic: "appreciation",
    joint: false,
    title: "Keep the positives flowing",
    idea: "Stable couples show about five positive moments (interest, warmth, humour, agreement) for every negative one during disagreements.",
    tryThis: "In your next tense talk, add small positives on purpose: a nod, a touch, “that's fair”, a shared laugh.",
    source: "Gottman & Levenson, Journal of Personality and Social Psychology (1992)",
  },
  {
    id: "repair-attempts",
    topic: "repair",
    joint: false,
    title: "Make and accept repair attempts",
    idea: "Any gesture that de-escalates a fight (“Can we start over?”, a joke, a touch) is a repair attempt. Noticing and accepting them matters more than never fighting.",
    tryThis:
      "Agree on a phrase either of you can say mid-argument, like “Let's rewind”, and practise accepting it even when you're annoyed.",
    source: "Gottman & Silver, The Seven Principles for Making Marriage Work (1999)",
  },
  {
    id: "apology",
    topic: "repair",
    joint: false,
    title: "Apologise in full",
    idea: "Apologies land best when they take responsibility and offer to put things right, not only say sorry.",
    tryThis:
      "Try: “I'm sorry I … . I can see it made you feel … . Next time I'll … . Is there anything you need from me now?”",
    source: "Lewicki, Polin & Lount, Negotiation and Conflict Management Research (2016)",
  },
  {
    id: "attunement",
    topic: "trust",
    joint: false,
    title: "Trust grows in small moments of attunement",
    idea: "Trust is built when a partner shows, again and again, that they notice and care about the other's feelings: turning toward, tolerating their view, understanding it.",
    tryThis:
      "When your partner is upset, ask “What are you feeling right now?” and “What do you need from me?” before anything else.",
    source: "Gottman, The Science of Trust (2011)",
  },
  {
    id: "reassurance-request",
    topic: "trust",
    joint: false,
    title: "Ask for reassurance directly",
    idea: "Jealousy and insecurity often come from an attachment need (“Am I important to you?”). Saying the need plainly tends to work better than checking or testing.",
    tryThis: "Try: “I've been feeling unsure lately. It would help me to hear …” and name the specific reassurance.",
    source: "Johnson, Hold Me Tight (2008)",
  },
  {
    id: "intimacy-talk",
    topic: "intimacy",
    joint: true,
    title: "Talk about closeness outside the bedroom",
    idea: "Couples who talk openly about physical closeness, at a calm moment, report more satisfaction than those who only hint or avoid it.",
    tryThis:
      "At a relaxed time, each share one thing that helps you feel close and one thing you'd like more of, with no pressure to act on it tonight.",
    source: "Montesi et al., Journal of Sex Research (2011)",
  },
  {
    id: "affection",
    topic: "intimacy",
    joint: false,
    title: "Small, non-sexual affection",
    idea: "Everyday affection (a hug, holding hands, a longer kiss goodbye) is linked to lower stress and feeling valued.",
    tryThis: "Add one unhurried hug of 20 seconds or more to your day this week.",
    source: "Floyd et al., Western Journal of Communication (2009)",
  },
  {
    id: "distance-rhythm",
    topic: "distance",
    joint: true,
    title: "Give distance a rhythm",
    idea: "Partners apart can feel close when contact is predictable and they share their inner world, not only logistics.",
    tryThis:
      "Set one protected call a week with no multitasking, and each bring one thing you felt this week, not just what you did.",
    source: "Jiang & Hancock, Journal of Communication (2013)",
  },
  {
    id: "breathing",
    topic: "stress",
    joint: false,
    title: "Slow your breathing",
    idea: "Slow breathing, around six breaths a minute, calms the body's stress response within minutes.",
    tryThis: "Breathe in for 4, out for 6, for two minutes. The breathing timer in Coaching Tools paces it for you.",
    source: "Zaccaro et al., Frontiers in Human Neuroscience (2018)",
  },
  {
    id: "self-compassion",
    topic: "stress",
    joint: false,
    title: "Talk to yourself like a friend",
    idea: "Self-compassion (noticing you're struggling, remembering everyone does, and being kind to yourself) is linked to lower stress and more resilience.",
    tryThis:
      "Put a hand on your chest and say: “This is hard. Others feel this too. May I be kind to myself right now.”",
    source: "Neff, Self-Compassion (2011)",
  },
  {
    id: "small-activity",
    topic: "low_mood",
    joint: false,
    title: "Act first, feel later",
    idea: "When mood is low, waiting to feel like doing things often keeps it low. Scheduling small, valued activities tends to lift mood over days.",
    tryThis:
      "Plan one small thing for tomorrow that you used to enjoy or that matters to you (a short walk, a call, a meal) and do it even if you don't feel like it.",
    source: "Cuijpers, van Straten & Warmerdam, Clinical Psychology Review (2007)",
  },
  {
    id: "expressive-writing",
    topic: "low_mood",
    joint: false,
    title: "Write it out",
    idea: "Writing freely about your deepest thoughts and feelings for a few days in a row is linked to better mood and wellbeing.",
    tryThis:
      "Write for 15 minutes about what's weighing on you, without editing. Your mood log's private notes are a good place.",
    source: "Pennebaker, Psychological Science (1997)",
  },
  {
    id: "sleep-anchor",
    topic: "sleep",
    joint: false,
    title: "Anchor your wake time",
    idea: "A steady wake time, every day of the week, is one of the most reliable ways to sleep better; poor sleep also makes couples argue more the next day.",
    tryThis:
      "Pick a wake time you can keep for two weeks, weekends included, and get daylight within an hour of waking.",
    source:
      "American Academy of Sleep Medicine guidance; Gordon & Chen, Social Psychological and Personality Science (2014)",
  },
];

/** What a message is about, from plain keywords; more than one topic can match, in this order of priority. */
const TOPIC_WORDS: Readonly<Record<GuidanceTopic, RegExp>> = {
  repair: /\b(apologi[sz]e|sorry|make (it )?up|repair|forgive|after (a|the|our) (fight|argument))\b/,
  conflict: /\b(fight|fighting|argu(e|ing|ment)s?|disagree(ment)?s?|conflict|yell(ing)?|row(s|ing)?|bicker(ing)?)\b/,
  communication: /\b(communicat\w*|talk(ing)?|listen(ing)?|understand|hear me|conversation|open up)\b/,
  needs: /\b(need(s)?|boundar(y|ies)|ask for|express|feel ignored|not heard)\b/,
  trust: /\b(trust|jealous\w*|insecur\w*|cheat\w*|suspicious|reassur\w*)\b/,
  intimacy: /\b(intima\w*|sex(ual)?|affection|physical|touch|romance|spark|passion)\b/,
  distance:
    /\b(long[- ]distance|(live|living|lived) apart|apart for (weeks|months)|away from (him|her|them|each other)|different cit(y|ies)|travel(s|ling)? a lot)\b/,
  connection: /\b(connect\w*|reconnect|closer|close to|distant|drift\w*|quality time|date|together|lonely|bond)\b/,
  appreciation: /\b(appreciat\w*|grat(eful|itude)|thank(ful)?|taken for granted|valued?)\b/,
  stress:
    /\b(stress\w*|deadlines?|workload|too much on|anxi\w*|overwhelm\w*|worr(y|ied|ies)|tense|pressure|burn(ed|t)? out|panic\w*|calm)\b/,
  low_mood: /\b(sad|down|low|depress\w*|unmotivated|empty|hopeless|numb|flat)\b/,
  sleep: /\b(sleep\w*|insomnia|tired|exhausted|awake at night|rest)\b/,
};

export function topicsOf(message: string): GuidanceTopic[] {
  const text = message.toLowerCase();
  return (Object.keys(TOPIC_WORDS) as GuidanceTopic[]).filter((topic) => TOPIC_WORDS[topic].test(text));
}
