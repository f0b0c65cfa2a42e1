/**
 * The local safety screen: every message a person sends the coach passes through screenText() before any model call,
 * and a hit replaces the model's reply with the fixed crisis response. It runs on the server with no network, so it
 * works when the model or the moderation endpoint is down, and it never sends a crisis message anywhere to decide.
 *
 * Policy: recall first for suicide and self-harm (a needless crisis card costs a tap; a missed one can cost a life), so
 * those two have no negation handling at all ("I don't want to live" and "I'm not suicidal, but…" both hit). Harm to
 * others, abuse and medical emergencies are matched more tightly, because their vocabulary ("kill", "hit", "hurt",
 * "controls", "can't breathe") is everyday hyperbole in couple talk ("this traffic is killing me", "I hit the gym",
 * "he hurt my feelings"). The lexicon lists phrases, never single violent words.
 *
 * Deliberately not matched, because in a couples app they are far more often about the relationship than a crisis,
 * and the coach (whose own prompt and the moderation endpoint still see the message) is the better answer:
 * "I want to end it" / "end things" (a breakup), "I can't do this anymore", "I hate my life", "I want to disappear"
 * (without "forever"), "my wife is going to kill me" (without a condition like "if I leave"), name-calling, checking
 * phones or sharing locations, "banging my head against the wall", panic attacks and "I feel like I'm dying".
 *
 * Beside the categories, `partnerHarm` lists the kinds of being harmed or controlled by a partner (partner-harm.ts,
 * decision 071). It is wider than "abuse" (a phone checked every night is there, not here) and never changes the
 * categories, so the coach's crisis reply is exactly what it was; the author-only resources and the confirmation
 * before a note is shared read both (author-support.ts, screened-visibility.ts).
 */
import { latinLanguageCategories, otherScriptCategories, runTogetherCategories } from "./match-languages";
import { asciiLetters, foldLookalikes, INVISIBLE, nativeReading, rejoinedReadings } from "./normalise";
import { nameAsPartner, partnerHarmKinds, PARTNER_HARM_KINDS, type PartnerHarmKind } from "./partner-harm";

export { PARTNER_HARM_KINDS, type PartnerHarmKind } from "./partner-harm";

export const SAFETY_CATEGORIES = ["suicide", "self_harm", "harm_to_others", "abuse", "medical_emergency"] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export interface ScreenResult {
  /** In SAFETY_CATEGORIES order, each at most once; empty when nothing matched. What the coach's crisis reply reads. */
  categories: SafetyCategory[];
  /** Kinds of harm or control by a partner, in PARTNER_HARM_KINDS order, each at most once; empty when none. */
  partnerHarm: PartnerHarmKind[];
}

export interface ScreenOptions {
  /** The partner's names, so "Sam hit me" reads as "he hit me" for partnerHarm. Never stored or sent anywhere. */
  partnerNames?: readonly string[];
}

// ---------------------------------------------------------------------------------------------------------------------
// Normalisation. Rules are written against lowercase ASCII words separated by single spaces, with apostrophes dropped
// ("don't" → "dont", "I'm" → "im") and sentence punctuation kept as a " . " token so fillers never span sentences.
// ---------------------------------------------------------------------------------------------------------------------

const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u02BC\u0060\u00B4]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033]/g;
const LEET: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};
// Chat shorthand that hides the words the rules look for ("wanna die", "gonna kms", "u").
const SHORTHAND: Readonly<Record<string, string>> = {
  wanna: "want to",
  wana: "want to",
  gonna: "going to",
  gunna: "going to",
  finna: "going to",
  tryna: "trying to",
  gotta: "got to",
  u: "you",
  ur: "your",
  dnt: "dont",
  cnt: "cant",
  iam: "i am",
  myslef: "myself",
  mysef: "myself",
  myslf: "myself",
  meself: "myself",
  alot: "a lot",
};

/** A token mixing letters with digits/symbols is leetspeak ("k1ll", "su1c1de", "$elf"), unless it is a quantity. */
function unLeet(token: string): string {
  if (!/\p{L}/u.test(token) || !/[013457@$]/.test(token)) return token;
  // "3am", "10pm", "5kms", "2nd", "100mg", "24/7": a number with a unit is not leetspeak.
  if (/^[\d.,:/]+\p{L}{0,4}$/u.test(token.replace(/^[^\d\p{L}]+|[^\d\p{L}]+$/gu, ""))) return token;
  return token.replace(/[013457@$]/g, (c) => LEET[c] ?? c);
}

/**
 * What happens to a letter repeated three or more times ("kiiill", "dieeee"): kept, squeezed to one, to two, or
 * "mixed" (vowels to one, consonants to two: "kiiiilllll myseeelf" → "kill myself"). screenText tries all four,
 * because "kiiill" needs one "i" and "sooo" is harmless either way, while "killl" must keep two "l"s.
 */
export type Elongation = "keep" | "one" | "two" | "mixed";

/** The text the rules see, with elongations handled as `elongation` says. */
export function normaliseForScreening(text: string, elongation: Elongation = "keep"): string {
  return elongated(beforeElongation(text), elongation);
}

/**
 * Every elongation's reading of one text, without the work done four times: the steps before elongations are shared,
 * and a text with no letter written three times running reads the same every way (the bulk import screens thousands
 * of notes, decision 080's update). Same strings as normaliseForScreening(text, each).
 */
function elongationReadings(text: string, elongations: readonly Elongation[]): string[] {
  const before = beforeElongation(text);
  if (!/(\p{L})\1{2,}/u.test(before)) return [elongated(before, "keep")];
  return [...new Set(elongations.map((elongation) => elongated(before, elongation)))];
}

function beforeElongation(text: string): string {
  const out = asciiLetters(text.normalize("NFKC").replace(INVISIBLE, ""))
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(/'/g, "")
    // "su*cide", "k!ll": a symbol inside a word stands for a letter.
    .replace(/\*+(?<=\p{L}\*+)(?=\p{L})/gu, "")
    .replace(/!(?<=\p{L}!)(?=\p{L})/gu, "i");
  return out.split(/\s+/).map(unLeet).join(" ");
}

function elongated(text: string, elongation: Elongation): string {
  let out = text;
  if (elongation !== "keep")
    out = out.replace(/(\p{L})\1{2,}/gu, (_, letter: string) =>
      elongation === "one" || (elongation === "mixed" && /[aeiouy]/.test(letter)) ? letter : letter + letter,
    );
  out = out
    .replace(/[.!?;]+/g, " . ")
    .replace(/[^a-z0-9. ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => SHORTHAND[word] ?? word)
    .join(" ")
    .replace(/\bmy self\b(?! (?:harm|injur|mutilat))/g, "myself");
  return out;
}

// ---------------------------------------------------------------------------------------------------------------------
// Lexicon.
// ---------------------------------------------------------------------------------------------------------------------

interface Rule {
  re: RegExp;
  /** Skip an occurrence with a negator inside it or in the two words before it ("he has never hit me"). */
  negatable?: boolean;
}

/** Builds a global regex from raw source, so fragments can be composed without double escaping. */
function re(strings: TemplateStringsArray, ...parts: string[]): RegExp {
  return new RegExp(String.raw({ raw: strings.raw }, ...parts), "g");
}
const rule = (regex: RegExp, negatable = false): Rule => ({ re: regex, negatable });

const PARTNER = String.raw`(?:ex )?(?:partner|husband|hubby|wife|wifey|boyfriend|girlfriend|bf|gf|ex|fiance|fiancee|spouse|other half|man|woman|boo|mom|mum|mother|dad|father|stepdad|stepmom|stepfather|stepmother|brother|sister|son|daughter|parents?)`;
// Who does the harm in abuse rules: a pronoun (with a dropped-apostrophe suffix: "hes", "shed") or "my <person>".
const ABUSER = String.raw`\b(?:(?:he|she|they)(?:s|d|ll|ve|re)?|my ${PARTNER}s?|partner)\b`;
const FILL3 = String.raw`(?: \w+){0,3}?`;
const I = String.raw`\b(?:i|im|ill|id|ive|i am)\b`;
// Words that turn a violent verb + person into idiom ("hurt her feelings", "hit him up", "beat you at chess").
const FIGURATIVE = String.raw`(?! (?:feelings?|ego|pride|chances|career|reputation|vibes?|mood|buzz|dreams|confidence|spirit|joy|plants?|game|trust|car|phone|back|at|to it|to the|there|over|with (?:kindness|kisses|hugs|love|tickles|questions|compliments|the news|this news|that news|a question)|in (?:kisses|love|compliments|hugs|attention|gifts|work|chess|cards|an argument|a debate|the game)|(?:a|an|some) (?:text|message|email|note|line|dm|msg|call|quick|reminder|look|glance|smile|wink))\b)`;
const VICTIM = String.raw`(?:him|her|them|you|my (?:ex )?(?:partner|husband|hubby|wife|boyfriend|girlfriend|bf|gf|ex|fiance|fiancee|spouse|kids?|children|child|baby|son|daughter|mom|mum|mother|dad|father|family|boss|coworker|neighbou?r)|the (?:kids|baby|children)|that (?:guy|man|woman|girl|bitch|bastard|asshole|prick)|every ?one|some ?one|some ?body|people)\b${FIGURATIVE}`;
// Things people say after hurting themselves by accident; only these lift a self-harm phrase (see self_harm below).
const ACCIDENT = String.raw`(?<!(?:accidentally|accidently|by accident|nearly|almost) )`;
const ACCIDENT_AFTER = String.raw`(?! (?:shaving|cooking|baking|(?:while|when) (?:i was |we were )?(?:cooking|shaving|baking|chopping|slicing|running|playing|working out|lifting|opening|i fell|falling|ironing)|on (?:a|the|some)|at (?:the )?(?:gym|work)|lifting|working out|running|playing|skiing|by accident|accidentally|of sleep|in the kitchen|slicing|chopping|opening|with (?:the|a) (?:iron|oven|kettle|pan|stove|curling iron|straightener)))`;
const END = String.raw`(?= \.|$| anymore| any more| any longer| now| tonight| today)`;

const LEXICON: Readonly<Record<SafetyCategory, readonly Rule[]>> = {
  suicide: [
    // Any mention of suicide, misspelt or not ("sucide", "suiside", "suicidal"). "The deadline is suicide" hits too:
    // "X is suicide" is also how people say it about themselves, and a bare mention is worth one crisis card.
    // Only fixed idioms that never describe a person are lifted: "career suicide", "suicide squad", "suicide doors".
    re`(?<!(?:career|political|social|financial|commercial|electoral|brand|fashion|professional) )\bs(?:ui|u|iu|uii)(?:c|s|cc|ss|sc)i?d(?:e|es|al|ally|ality|ial)?\b(?! (?:squad|mission|missions|run|runs|drills?|sprints?|doors?|lane|bomber|bombers|bombing|blonde|king)\b)`,
    re`\bsewer ?slides?\b|\bcommit (?:sudoku|toaster bath|die)\b|\bself (?:delete|deletion)\b|\bdelete myself\b|\btoaster bath\b`,
    re`\b(?:kill(?:ing|ed|s)?|off(?:ing)?|hang(?:ing|ed)?|shoot(?:ing)?|drown(?:ing)?|poison(?:ing)?|suffocat\w*|gas(?:sing)?|unaliv(?:e|ing)|end(?:ing)?) myself\b(?! (?:at (?:work|the gym|the office|my job|this job)|working|studying|to (?:finish|get|make|meet|keep|pay))\b)`,
    // Looking up how is a plan in the making.
    re`\b(?:ways?|how|methods?|best way|easiest way|painless way|quickest way|quietest way) to (?:die|kill myself|end my life|end it all|commit suicide)\b|\bfeel like dying\b|\bwant to be gone(?= \.|$| forever| for good| from this)|\b(?:cant|cannot|how much longer i can|how long i can) (?:keep living|go on living)\b`,
    re`\bun ?aliv(?:e|ed|ing)\b`,
    // "kms" (kill myself), but not kilometres: "5 kms", "a few kms away".
    re`(?<!\d ?)(?<!\b(?:few|many|some|several|couple|hundred|thousand|of) )\bkms\b(?! (?:away|from|of|per|an hour|long|north|south|east|west|to|later|in|each)\b)`,
    // "i want to die", "wish i could die", "ready to die" — not "dying to see you" nor "die of embarrassment".
    re`\b(?:want|wanted|wanting|wish|wishing|wishes|ready|deserve|deserved|hope|hoping|rather|prefer|praying|pray) (?:\w+ ){0,2}?(?:to |2 )?(?:die|be dead|not exist|stop existing|not wake up|never wake up|not be alive|sleep forever|fall asleep and never wake up|disappear forever|disappear for good|disappear permanently)\b(?! (?:of|from|laughing|laughin)\b)`,
    re`\bwish (?:i|id) (?:was|were|wasnt|werent|could|would|had|hadnt|didnt|never|just|could just) (?:\w+ ){0,2}?(?:dead|die|disappear|been born|born|exist|existed|wake up|woken up|here|alive)\b(?! (?:of|from|laughing|with you|with him|with her|for (?:the|this|that|a)))`,
    re`\b(?:should|could|might as well) just (?:die|be dead|disappear forever)\b|\bbetter off dead\b|\blet me die\b|\brather (?:be dead|die|not exist|not be alive)\b`,
    re`\b(?:end(?:ing|ed)?|take|taking|took) (?:it all|my (?:own )?life|my existence)\b`,
    // "don't want to live/be alive/exist" in any form; "live" is lifted only when a place or person follows
    // ("don't want to live with him", "live in this town"), and "be here" needs "anymore" or an end.
    re`\b(?:dont|do not|didnt|no longer|never|dont even|do not even) (?:\w+ )?(?:want|wish|feel like|care) (?:to )?(?:live(?! (?:with|in|at|near|together|there|here|apart|alone|by|on|under|so|close|somewhere|anywhere|abroad|far|next|without)\b)|be alive|exist|stay alive|be here${END}|be around${END}|be on this earth|be in this world|go on${END}|go on living|keep going${END}|keep living|carry on living|continue living|wake up(?! (?:early|at|before|so|for)\b))`,
    re`\b(?:better off|happier|be better|be easier) (?:without me|if i (?:was|were|wasnt|werent|was not|were not|died|disappeared|never existed|didnt exist|wasnt around|wasnt here|wasnt alive|was gone|were gone)|if im (?:gone|dead|not around|not here)|when im (?:gone|dead)|after im gone)\b`,
    re`\bno (?:reason|point|purpose|will) (?:in |to |for )?(?:living|live|going on${END}|go on${END}|be alive|being alive|stay alive|staying alive|keep going${END}|keep living|carry on|exist|existing|be here|being here)\b|\bnothing (?:left )?to live for\b|\b(?:lost|losing) (?:the|my|all) will to live\b|\bwhats the point (?:of|in) (?:living|life|being alive|going on)\b|\bnot worth living\b|\blife (?:is not|isnt|is no longer|aint|just isnt|is not really) worth (?:living|it)\b`,
    re`\b(?:dont|do not|cant|cannot) see (?:the|any) point (?:in|of) (?:living|life|being alive|going on|existing|carrying on)\b|\b(?:go to |fall )?sleep and (?:never|not) wake up\b|\bnever wake up again\b`,
    // Perceived burdensomeness, a known warning sign; "a burden" alone is everyday, so it needs "to everyone".
    re`\b(?:no ?one|nobody|no body) (?:would|will|is going to|is gonna) (?:even )?(?:miss|notice|care)(?: about)? (?:me )?(?:if|when) (?:i|im) (?:was|were|am|m)? ?(?:gone|dead|died|disappeared|wasnt here|wasnt around|wasnt alive|killed myself)\b|\ba burden (?:to|on) (?:everyone|everybody|the world|all of them|my family)\b`,
    re`\b(?:goodbye|good bye|farewell|suicide) (?:note|notes|letter|letters|message|messages|video)\b|\b(?:wrote|writing|written) (?:my |our )?(?:final )?goodbyes\b|\bgiving away (?:all )?my (?:stuff|things|belongings|possessions)\b`,
    re`\b(?:tired|sick|exhausted|done) (?:of|with) (?:living|life|being alive|existing)\b(?! (?:in|with|at|near|here|there|together|apart|on|under|next|so|paycheck|off|out of|admin|insurance|coach|coaching|lessons?|stuff|goals|hacks|advice|plans?|choices|decisions)\b)|\bhate (?:being alive|living|existing)\b|\b(?:cant|cannot) (?:go on|keep going|keep living) (?:anymore|any more|any longer|living)\b`,
    re`\bjump(?:ing)? (?:off|from) (?:a|the|this|that|my) (?:bridge|building|roof|cliff|balcony|overpass|tower|window|car park|parking garage)\b|\b(?:jump|step|throw myself|walk|lie down) (?:out )?in front of (?:a|the) (?:train|bus|car|truck|traffic)\b|\bslit(?:ting)? my (?:wrists?|throat)\b|\bnoose\b`,
    re`\bwant (?:it all|everything|the pain|this pain|life) to (?:end|stop)\b|\b(?:wont|will not) be (?:around|here) (?:much|for much|for) (?:longer|long)\b|\boverdose on purpose\b`,
    re`\b(?:want|planning|plan|going|decided|thinking about|thought about|tempted) (?:\w+ ){0,2}?(?:overdose|od on|take all (?:my|the|of my) (?:pills|meds|tablets))\b`,
  ].map((regex) => rule(regex)),

  self_harm: [
    re`\bself ?(?:harm|harming|harmed|injury|injure|injuring|injured|injurious|mutilation|mutilate|mutilating)\b|\bselfharm\w*`,
    // "hurt myself" etc. An accident said in so many words ("burned myself on the stove", "cut myself shaving") is
    // the only thing that lifts it; negation does not ("I don't want to hurt myself again" still hits).
    re`${ACCIDENT}\b(?:cut|cutting|cuttin|cuts|burn|burning|burned|burnt|hurt|hurting|hurts|harm|harming|harmed|scratch|scratching|scratched|hit|hitting|punch|punching|punched|bruise|bruising|bite|biting|starve|starving|carve|carving|carved|stab|stabbing|injure|injuring|injured|mutilate|mutilating|punish|punishing) myself\b${ACCIDENT_AFTER}`,
    re`${ACCIDENT}\b(?:cut|cutting|slit|slitting|slice|slicing|carve|carving|carved|burn|burning|burned|burnt|scratch|scratching) (?:into |on )?my (?:wrists?|arms?|forearms?|thighs?|legs?|skin|stomach|hips?)\b${ACCIDENT_AFTER}`,
    re`\brelaps(?:e|ed|ing)\b(?: \w+){0,2}? (?:on |into |with )?(?:sh|self harm|cutting|burning|self injury|hurting myself)\b|\b(?:sh|self harm|cutting) relapse\b|\bclean from (?:sh|self harm|cutting)\b`,
    re`\burges? to (?:cut|self harm|sh|hurt myself|burn myself|harm myself)\b|\b(?:sh|self harm|cutting) urges?\b|\bwant to (?:cut|sh)(?= \.|$| again| so bad| tonight| right now)|\b(?:cut|cutting|burn|burned|burnt|burning|hurt|hurting|hit|hitting|scratch(?:ed|ing)?|punch(?:ed|ing)?|bruised?) (?:myself|my \w+)(?: \w+){0,4}? on purpose\b|\b(?:started|start|been|keep|kept|back to|went back to) cutting(?: myself| again)?(?= \.|$| again| myself| and| when| every)|\bcutting again\b`,
    re`\b(?:make|made|making) myself bleed\b|\bi deserve to (?:be hurt|feel pain|bleed|be punished)\b|\b(?:hide|hiding|hid|cover|covering|covered) (?:up )?my (?:cuts|self harm scars|sh scars|fresh cuts)\b|\bfresh cuts\b|\bslit(?:ting)? my wrists?\b`,
  ].map((regex) => rule(regex)),

  harm_to_others: [
    // "I'm going to kill him", "i could strangle her": the speaker as subject, a person as object. "Kill for a
    // coffee", "killing it at work" and "beat you at chess" have no person or have an idiom after, so they pass.
    rule(
      re`${I}${FILL3} (?:kill(?:ing|ed)?|murder(?:ing|ed)?|strangl(?:e|ing|ed)|stab(?:bing|bed)?|shoot(?:ing)?|shot|chok(?:e|ing|ed)|punch(?:ing|ed)?|beat(?:ing)?(?: up)?|slap(?:ping|ped)?|attack(?:ing|ed)?|poison(?:ing|ed)?|smother(?:ing|ed)?|drown(?:ing)?|hit(?:ting)?|run over|knock out) ${VICTIM}(?!(?<=\bhit(?:ting)? (?:him|her|them|you)) up\b)`,
      true,
    ),
    // "Hurt"/"harm" are emotional as often as physical, so they need intent: "want to hurt my partner", "I might
    // hurt him", never the past ("I hurt him when I said…").
    rule(
      re`${I}${FILL3} (?:want to|going to|about to|ready to|planning to|plan to|tempted to|might|may|could|will|ll|would|feel like|urge to|thinking about|thinking of|scared i|afraid i|scared ill|afraid ill) (?:\w+ ){0,2}?(?:hurt(?:ing)?|harm(?:ing)?|really hurt) ${VICTIM}`,
      true,
    ),
    rule(re`${I}${FILL3} run (?:him|her|them|you|my \w+) over\b`, true),
    rule(
      re`\b(?:get|got|getting|buy|bought|buying|grab|grabbed|load|loaded|take|took|bring|brought) (?:a|my|the|his|her|dads|a loaded) (?:gun|rifle|pistol|shotgun|handgun|firearm)\b`,
    ),
    rule(
      re`\b(?:want|wish|hope|hoping) (?:him|her|them|my ${PARTNER}) (?:was |were |would |would be |to be |)dead\b|\bhope (?:he|she|they) dies?\b|\b(?:he|she|they) deserves? to die\b`,
      true,
    ),
  ],

  abuse: [
    // Violence by a partner or family member against the speaker; "hit me up", "beat me at", "kicked me out", "choked
    // me up" are idioms and lifted.
    rule(
      re`${ABUSER}${FILL3} (?:hits?|hitting|beats?|beating|beat me up|punch(?:es|ed|ing)?|slap(?:s|ped|ping)?|kick(?:s|ed|ing)?|chok(?:es|ed|ing)|strangl(?:es|ed|ing)|shov(?:es|ed|ing)|smack(?:s|ed|ing)?|bit|bites|attack(?:s|ed)?|assault(?:s|ed)?|rap(?:es|ed)|throttl(?:es|ed)|pinned|pins|spits? on|spat on|physically hurts?|tried to (?:kill|strangle|choke|drown|stab)) me\b(?!(?<=\b(?:hit|hits|hitting|choked|chokes|choking) me) up\b)(?! (?:out|at|in (?:a|the) (?:game|race)|to it)\b| with (?:the|a|this|some) (?:news|question|idea|truth|bill|fact)\b)`,
      true,
    ),
    rule(
      re`${ABUSER}${FILL3} (?:push(?:es|ed|ing)?|shov(?:es|ed|ing)) me (?:down|against|into|over|off|hard|to the (?:floor|ground))\b|${ABUSER}${FILL3} (?:grab(?:s|bed)?|pull(?:s|ed)?) (?:me by|my (?:neck|throat|hair|wrists?|arm))\b|\bthr(?:ew|ows|owing) (?:\w+ ){1,3}at me\b|\bhands (?:around|on) my (?:neck|throat)\b`,
      true,
    ),
    rule(
      re`\b(?:was|got|been|being|get) (?:\w+ )?(?:hit|beaten|choked|strangled|slapped|punched|kicked|raped|assaulted|attacked|abused) by (?:him|her|them|my ${PARTNER})\b`,
      true,
    ),
    // Threats. "Threatens to leave me" is a hard conversation, not abuse; threats of violence, of taking the children,
    // of exposure or deportation, and of self-harm used as leverage are.
    rule(
      re`\bthreat(?:en|ens|ened|ening) (?:me\b|to (?:\w+ ){0,2}?(?:kill|hurt|harm|hit|beat|stab|shoot|choke|strangle|take (?:away )?(?:the|my|our) (?:kids?|children|baby|son|daughter)|leak|post|share|send|report me|call immigration|have me deported|deport))`,
      true,
    ),
    // Fear of the partner. "Scared of her reaction" or "of him leaving" is worry, not fear for safety.
    rule(
      re`\b(?:afraid|scared|terrified|frightened|fearful) (?:of (?:him|her|them|my ${PARTNER})\b(?! (?:reaction|response|family|friends|parents|mom|mum|dad|sister|brother|judgement|judgment|opinion|answer|feelings|thoughts|expectations|kids|ex|\w+ing)\b)|for my (?:life|safety)|to go (?:back )?home|(?:of )?what (?:he|she|they)(?: might| will| would| could|ll|d) do)|\bfear for my (?:life|safety)\b`,
      true,
    ),
    // A conditional threat ("said he'd kill me if I left") is a threat; "my wife will kill me" alone is hyperbole.
    rule(
      re`\b(?:kill|hurt|hit|beat|strangle|choke) me if i (?:leave|left|go|went|tell|told|call|called|report|try|tried|ever)\b|${ABUSER}${FILL3} (?:locks?|locked|locking) me (?:in|inside)\b|${ABUSER}${FILL3} (?:hits?|hitting|beats?|beating|hurts|kick(?:s|ed)|punch(?:es|ed)|slap(?:s|ped)|chok(?:es|ed)) (?:our|my|the) (?:son|daughter|kids?|children|child|baby)\b(?! (?:ball|toys?|bikes?|car|room|door|game|scooter|swing)s?\b)`,
      true,
    ),
    rule(
      re`\b(?:dont|do not|never) feel safe (?:at home|with (?:him|her|them|my)|around (?:him|her|them|my)|in my (?:own )?home)\b|\bfeel unsafe (?:at home|with|around|in my)\b`,
    ),
    // Stalking; "won't stop" is part of the phrase, so this rule takes no negation.
    rule(
      re`\b(?:wont stop|will not stop|keeps?) (?:following me|showing up at my (?:house|home|work|door|job|place))\b(?! on\b)`,
    ),
    // Coercive control: isolating, money, phone, movement.
    rule(
      re`\b(?:wont|will not|doesnt|does not|never|wouldnt|didnt|refuses to|not) (?:let|lets|allow|allows) me (?:to )?(?:see|talk to|speak to|visit|call|contact|text|meet|go out|go anywhere|go to work|leave|work|have (?:a job|money|my own money|any money|a phone|my phone|friends|a bank account|my passport|my keys|the car keys)|use (?:my |the )?phone|get a job)\b|\bnot allowed to (?:see|talk to|speak to|visit|call|contact|leave|go out|go anywhere|work|get a job|have (?:friends|money|my own money|a phone|my phone))\b`,
    ),
    rule(
      re`${ABUSER}${FILL3} controls? (?:(?:all|every (?:penny|cent|dollar)) (?:of )?)?(?:my (?:money|finances|bank|accounts?|cards?|paycheck|pay|salary|wages|income|phone|every move|life)|(?:all|every) (?:of )?(?:the|our) money|what i (?:wear|eat|spend|do|say)|where i go|who i (?:see|talk|text|speak)|everything i do)\b`,
    ),
    // "Takes my phone" but not "took my phone charger" or "took my phone to call her mum".
    rule(
      re`${ABUSER}${FILL3} (?:takes?|took|taking|hides?|hid|hiding|keeps?|kept|smash(?:es|ed)|broke|breaks|threw|throws|confiscat\w*) (?:away )?my (?:phone|keys|car keys|passport|wallet|bank cards?|cards?|money|paycheck|id)\b(?! ?(?:charger|case|cable|cord|number|stand|screen|to|for|by accident|accidentally|home|with (?:him|her|them) by)\b)`,
    ),
    rule(
      re`\b(?:forced|forces|forcing|force|made|makes|pressured|pressures|coerced|coerces) me (?:to have sex|into (?:having )?sex|to sleep with|to do sexual|into sexual|to have sexual|to perform)\b|\bforced (?:himself|herself|themselves) on me\b|\brap(?:e|ed|es|ing|ist)\b|\bsexual(?:ly)? (?:assault(?:ed)?|abus(?:e|ed))\b|\b(?:doesnt|does not|wont|will not|didnt) (?:stop|take no) when i say no\b`,
    ),
    rule(
      re`\bdomestic (?:violence|abuse)\b|\babusive (?:relationship|partner|husband|wife|boyfriend|girlfriend|marriage|ex|home)\b|\b(?:is|being|so|very|been|was|getting|gets) (?:\w+ )?abusive\b|\babus(?:es|ed|ing) me\b|\b(?:physically|emotionally|sexually|verbally|financially) abus\w*|\bcoercive control\b|\bintimate partner violence\b|\bstalk(?:s|ing|ed) me\b`,
      true,
    ),
  ],

  medical_emergency: [
    rule(
      re`\b(?:took|taken|swallowed|ate|had|taking|take|just took) (?:\w+ ){0,2}?(?:too many|way too many|too much|a lot of|lots of|a bunch of|(?:a|the) whole (?:bottle|pack|box|packet|strip)(?: of)?|all (?:of )?(?:my|the|her|his)|a handful of|handfuls of|\d{2,}|twenty|thirty|forty|fifty|a hundred) (?:\w+ ){0,2}?(?:pills?|tablets?|meds|medication|medicine|capsules|sleeping pills|painkillers|pain killers|tylenol|paracetamol|acetaminophen|advil|ibuprofen|xanax|benadryl|insulin|oxy|opioids|fentanyl|antidepressants|sleeping tablets)\b`,
    ),
    // The event, not the intent: "overdosed", "took an overdose". "Want to overdose" is a suicide phrase.
    rule(
      re`\bover ?dos(?:ed|ing)\b|\b(?:an|had|having|taken|took|take) (?:an )?over ?dose\b|\b(?:i|he|she|they|ive|hes|shes|has|have) (?:just |prob |probably |may have |might have )?(?:od|oded|odd)(?= on\b| \.|$| and\b)`,
    ),
    rule(
      re`\b(?:cant|cannot|can not|couldnt|unable to|struggling to|trouble|difficulty|hard time) (?:\w+ )?breath(?:e|ing)\b(?! (?:lol|lmao|haha|from laughing|laughing|without (?:you|him|her)|around|near|in this|when (?:he|she)|with (?:you|him|her) around)\b)|\b(?:stopped|not|isnt|wasnt|is not) breathing\b|\bturning blue\b|\blips (?:are|went|turning) blue\b`,
    ),
    rule(
      re`\bchest (?:pains?|hurts|is hurting|tightness|is tight|feels tight|pressure)\b|\bpains? in (?:my|his|her) chest\b|(?<!(?:gave|give|giving|gives|gonna give|going to give) (?:me|him|her|us|you) a |(?:almost|nearly) (?:had|have|having) a )\bheart attack\b`,
    ),
    rule(
      re`\b(?:having|had|has|is having|just had|in the middle of|think (?:im|i am|hes|shes|he is|she is) having) (?:a |another )?(?:seizures?|fit|stroke)\b|\bseizing\b|\bconvuls(?:ing|ions?)\b|\bface (?:is )?drooping\b|\bslurr(?:ing|ed) (?:his|her|my) (?:words|speech)\b`,
    ),
    rule(
      re`\bbleed(?:ing|s)? (?:a lot|heavily|badly|so much|everywhere|out|profusely|non ?stop|really bad|and (?:it )?(?:wont|will not|cant) stop)\b|\b(?:wont|will not|cant|doesnt|does not) stop bleeding\b|\bblood everywhere\b|\b(?:lost|losing) (?:a lot of |so much )blood\b`,
    ),
    rule(
      re`\b(?:unconscious|unresponsive)\b|\bpassed out and (?:wont|cant|isnt|is not|not|doesnt)\b|\bcant wake (?:him|her|them) up\b|\banaphyla\w+|\bthroat (?:is )?(?:closing|swelling)\b|\bsevere allergic reaction\b`,
    ),
    rule(
      re`\b(?:drank|swallowed|ate|drinking|swallowing|drunk) (?:some |a lot of |the )?(?:bleach|poison|antifreeze|drain cleaner|rat poison|detergent pods?|laundry pods?)\b|\b(?:been|was|got|think i was|think ive been) poisoned\b|\b(?:need|call|get|calling) (?:an )?ambulance\b|\bcall (?:911|999|000|112)\b`,
    ),
  ],
};

const NEGATOR = /\b(?:not|never|dont|doesnt|didnt|wont|wouldnt|isnt|wasnt|hasnt|havent|hadnt|no longer|nor|aint)\b/;

function ruleMatches(rule: Rule, text: string): boolean {
  for (const match of text.matchAll(rule.re)) {
    if (!rule.negatable) return true;
    const before = text.slice(0, match.index).trimEnd().split(" ").slice(-2).join(" ");
    if (!NEGATOR.test(`${before} ${match[0]}`)) return true;
  }
  return false;
}

/**
 * Screens one message. Pure and synchronous. The English rules and the other Latin-script languages' phrases run over
 * every Latin reading of the text (as typed, with look-alike letters folded, with split letters rejoined; each with
 * elongations kept and squeezed the three ways), and so do the run-together phrases; the Russian, Chinese, Japanese,
 * Hindi and Arabic phrases run over the native readings. A category found in any reading is found.
 */
export function screenText(text: string, { partnerNames = [] }: ScreenOptions = {}): ScreenResult {
  if (text.trim() === "") return { categories: [], partnerHarm: [] };
  const unhidden = text.replace(INVISIBLE, "");
  // Each distinct reading once: most texts have no look-alike letters, so the folded reading is the text itself.
  const rejoined = rejoinedReadings(unhidden);
  const folded = foldLookalikes(unhidden);
  const readings = [unhidden, ...rejoined, ...(folded === unhidden ? [] : [folded, ...rejoinedReadings(folded)])];
  const latin = [
    ...new Set(
      [...new Set(readings)].flatMap((reading) => elongationReadings(reading, ["keep", "one", "two", "mixed"])),
    ),
  ].filter(Boolean);
  const native = [...new Set([unhidden, ...rejoined].map(nativeReading))].filter(Boolean);
  const found = new Set<SafetyCategory>([
    ...latin.flatMap((reading) => [...latinLanguageCategories(reading), ...runTogetherCategories(reading)]),
    ...native.flatMap(otherScriptCategories),
  ]);
  const categories = SAFETY_CATEGORIES.filter(
    (category) =>
      found.has(category) || LEXICON[category].some((r) => latin.some((reading) => ruleMatches(r, reading))),
  );
  return { categories, partnerHarm: screenPartnerHarm(readings, partnerNames) };
}

/**
 * The partner-harm kinds over the same Latin readings, except that a comma ends a clause here (it is turned into a
 * sentence break before normalising), so a negation stays in its clause; and the partner's names read as "my partner".
 */
function screenPartnerHarm(readings: readonly string[], partnerNames: readonly string[]): PartnerHarmKind[] {
  const clauses = [
    ...new Set(
      [...new Set(readings)].flatMap((reading) =>
        elongationReadings(nameAsPartner(reading, partnerNames).replace(/[,\u060C\u3001\uFF0C]/g, ";"), [
          "keep",
          "one",
          "two",
        ]),
      ),
    ),
  ].filter(Boolean);
  const found = new Set(clauses.flatMap(partnerHarmKinds));
  return PARTNER_HARM_KINDS.filter((kind) => found.has(kind));
}
