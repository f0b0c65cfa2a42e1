/**
 * The partner-harm lexicon (issue #38 item 4, decision 071): language about being harmed or controlled by a partner,
 * by kind. It runs beside the crisis categories of screen.ts and is deliberately wider than their "abuse" category:
 * a phone checked every night or friends one is "not allowed" to see is not a crisis that should stop the coach, but
 * it is exactly what should put the domestic-abuse lines in front of the author, and make a note marked "shared"
 * ask before it is shared (screened-visibility.ts).
 *
 * Rules are written against screen.ts's normalised reading (lowercase ASCII, apostrophes dropped: "won't" → "wont",
 * "he'll" → "hell"), with commas read as sentence breaks so a negation never reaches across a clause. A harmful act
 * needs an actor who can be the partner (he, she, they, "my husband", the partner's own name) and the author as its
 * object ("me", "my phone"): "my partner controls the TV remote", "she checks her phone" and "I hit the gym" name no
 * harm to the author. A negator in the three words before a phrase lifts it ("he has never hit me", "I'm not scared
 * of him"), except in set phrases that mean the opposite ("I don't know why he hits me", "I can't believe he hit me"),
 * and so does a hypothetical ("if he ever hit me I'd leave").
 */

export const PARTNER_HARM_KINDS = [
  "physical",
  "threats",
  "fear",
  "monitoring",
  "isolation",
  "money",
  "sexual",
  "restriction",
  "named",
] as const;
/**
 * - physical: hitting, choking, pushing, injuries, violence to the children or pets;
 * - threats: threats of harm, of taking the children, of exposure or deportation, of self-harm as leverage, and
 *   intimidation (a fist through the wall beside the author, belongings smashed, a weapon shown);
 * - fear: fear of the partner, of going home, of what they will do; not feeling safe at home;
 * - monitoring: checking the phone or messages, tracking, demanding passwords, following, stalking;
 * - isolation: kept from friends or family;
 * - money: control of the author's money, wages, cards or work; debts in their name;
 * - sexual: sex forced, pressured or taken without consent;
 * - restriction: "not allowed to" leave, go out, see a doctor, wear or eat what they want; keys or passport taken;
 * - named: the author names it: an abusive relationship, domestic abuse, coercive control.
 */
export type PartnerHarmKind = (typeof PARTNER_HARM_KINDS)[number];

interface Rule {
  kind: PartnerHarmKind;
  re: RegExp;
  /** For phrases that name abuse as a topic: lifted when the words before say it is a film, a book, a course… */
  topic?: boolean;
}

/** Builds a global regex from raw source, so fragments can be composed without double escaping. */
function re(strings: TemplateStringsArray, ...parts: string[]): RegExp {
  return new RegExp(String.raw({ raw: strings.raw }, ...parts), "g");
}

const NEG = String.raw`(?:not|never|dont|doesnt|didnt|wont|wouldnt|isnt|wasnt|hasnt|havent|hadnt|aint|cant|cannot|couldnt|shouldnt|no)`;
// Up to four words between the actor and the act, captured (the only capturing group in the lexicon) and refused
// in code when one is a negator or starts a new noun phrase, so "he has never hit me" and "he said the ball hit me"
// do not read as "he … hit me". A lookahead inside the repetition would say the same, but irregexp unrolls it at
// every use, which made the first screen of a process take two seconds longer.
const GAP = String.raw`((?: \w+){0,4}?)`;
const GAP_STOP = new RegExp(String.raw`\b(?:${NEG}|the|a|an|this|that|it)\b`);
const PARTNER = String.raw`(?:ex )?(?:partner|husband|hubby|wife|wifey|boyfriend|girlfriend|bf|gf|fiance|fiancee|spouse|other half|ex|man|woman|boo|missus|missis|mrs|fella|bloke|significant other)`;
const PEOPLE = String.raw`(?:(?:my|any of my|all (?:of )?my|any|other|my own|my old|my best|my close) )?(?:friends?|family|mates?|mum|mom|mother|dad|father|parents|sisters?|brothers?|siblings|relatives|grandparents|grandma|nan|kids|children|son|daughter|colleagues|coworkers|co workers|bestie|best friend|people|anyone|anybody|any ?one|any ?body|girlfriends|guy friends|male friends|female friends|therapist|counsellor|counselor|neighbou?rs)\b`;
const SOCIAL = String.raw`(?:go (?:home |back |over |round )?(?:to see|and see|to visit)|see|visit|meet|meet up with|talk to|speak to|call|ring|phone|text|message|contact|hang out with|go out with|spend time with|be with|have|keep|go see|go and see|go visit|stay with|have contact with|be friends with|be around)`;
// "My mum won't let me leave without a food parcel", "my boss won't let me": not the partner.
const NOT_THEM = String.raw`(?<!\b(?:mum|mom|mother|dad|father|parents|boss|manager|doctor|gp|nurse|landlord|teacher|work|job|kids?|baby|toddler|dog|cat|school|sister|brother|nan|grandma|friends?|bestie|mates?|coach) )`;
const LET = String.raw`${NOT_THEM}(?:wont|will not|doesnt|does not|didnt|did not|never|wouldnt|would not|refuses to|refused to|not|stopped|stops) (?:let|lets|letting|allow|allows|allowing|permit|permits) me (?:to )?`;
const NOT_ALLOWED = String.raw`\b(?:not|never|havent been|hasnt been|no longer) (?:allowed|permitted) to `;
// Said after an act that makes it play: "hides my keys as a joke", "kicked me under the table".
const JOKE = String.raw`(?!(?: \w+){0,4} (?:as a joke|for a laugh|jokingly|lol|lmao|haha|by accident|accidentally)\b)`;
const MONEY = String.raw`(?:money|wages?|salary|pay|paycheck|paycheque|pay cheque|pay packet|income|earnings|savings|benefits|pension|bank (?:account|accounts|card|cards)|bank|cards?|credit cards?|debit cards?|finances|accounts?|inheritance|child benefit|tips|allowance)`;
const DEVICE = String.raw`(?:phone|mobile|cell|cellphone|texts?|messages|msgs|dms|whatsapps?|chats|emails?|inbox|call (?:log|history)|calls|browser|browsing|search history|history|laptop|computer|social media|socials|instagram|insta|facebook|snapchat|accounts?|location|diary|journal|notes|camera roll|photos|pictures)`;
// What may follow "he hit me" and make it play or idiom: "hit me up", "beat me at chess", "kicked me out of the
// kitchen", "hit me with a pillow", "kicks me in her sleep", "punched me on the arm playfully".
const PLAY = String.raw`(?! (?:up(?<=\bhit(?:s|ting)? me up)|back|out(?! of nowhere)|off|awake|at (?:\w+ )?(?:chess|cards|scrabble|tennis|mario|mario kart|monopoly|the game|games|pool|darts|golf|poker|uno|everything|running|arm wrestling|\w+ing)\b|to (?:it|sleep|the (?!floor|ground|wall)\w+|a \w+)|into (?:gear|shape|action|\w+ing)|with (?:a |the |his |her |their |some )?(?:pillows?|cushions?|questions?|news|idea|truth|facts?|bill|compliments?|kisses|love|snowballs?|water balloons?|nerf|foam|towel|sock)|in (?:(?:his|her|their) sleep|a game|the game|the race|an argument|a debate|chess)|(?:a|for a) high five|on the (?:back|shoulder)|for (?:a|the) joke|under the table)\b)(?!(?: \w+){0,4} (?:playfully|as a joke|jokingly|by accident|accidentally|in (?:his|her|their) sleep|while (?:sleeping|asleep|dreaming)|lol|lmao|haha)\b)`;

/** The actor: a pronoun or "my <partner>". `future` admits "hell" (he'll) and "shed" (she'd). */
function actor(future = false): string {
  const pronoun = future ? String.raw`(?:he|she|they)(?:s|d|ll|ve|re)?` : String.raw`(?:he|she|they)(?:s|ve)?`;
  return String.raw`\b(?:${pronoun}|my ${PARTNER}|partner)\b`;
}

function buildRules(): Rule[] {
  const WHO = actor(true);
  const DOER = actor();
  const HIM = String.raw`(?:him|her|them|my ${PARTNER}s?)`;
  const rule = (kind: PartnerHarmKind, regex: RegExp, topic = false): Rule => ({ kind, re: regex, topic });
  return [
    // --- physical ----------------------------------------------------------------------------------------------------
    rule(
      "physical",
      re`(?:(?:^|(?<=\. ))(?:and |then |just |also )?(?:hit|hits|slapped|slaps|punched|punches|kicked|kicks|choked|chokes|strangled|strangles|shoved|shoves|beat|beats|beat me up)|${DOER}${GAP} (?:hits?|hitting|beats?|beating|beat me up|punch(?:es|ed|ing)?|slap(?:s|ped|ping)?|kick(?:s|ed|ing)?|chok(?:es|ed|ing)|strangl(?:es|ed|ing)|throttl(?:es|ed|ing)|shov(?:es|ed|ing)|smack(?:s|ed|ing)?|bit|bites|biting|headbutt(?:s|ed)?|elbow(?:s|ed)|kneed|stab(?:s|bed)|pinch(?:es|ed)|whack(?:s|ed)|thump(?:s|ed)|attack(?:s|ed)?|(?<!sexually )assault(?:s|ed)?|spat on|spits on|spit on|strangle|choke|punch|slap|kick|shove)) me\b${PLAY}`,
    ),
    rule(
      "physical",
      re`${DOER}${GAP} (?:push(?:es|ed|ing)?|shov(?:es|ed|ing)|threw|throws|knock(?:s|ed)|drag(?:s|ged)|pin(?:s|ned)|held|holds|slams?|slammed) me (?:down|against|into the|over|off|hard|to the (?:floor|ground)|across|up against|out of (?:the )?(?:bed|car)|out cold|unconscious|senseless)\b|${DOER}${GAP} (?:push(?:es|ed|ing)?|shov(?:es|ed|ing)) me(?: (?:around|about|so hard|when (?:hes|shes|theyre|he is|she is|they are|he gets|she gets) (?:drunk|angry|mad|high|jealous))\b|(?= \.|$))|${DOER}${GAP} (?:grab(?:s|bed)?|pull(?:s|ed)?|yank(?:s|ed)?) (?:me by (?:the |my )?(?:throat|neck|hair|collar|arms?|wrists?|shoulders|face|jaw)|my (?:neck|throat|hair|wrists?|arms?|face|jaw))\b|\bhands? (?:around|on|round) my (?:neck|throat)\b|${DOER}${GAP} (?:hit|hits|punch(?:es|ed)?|slap(?:s|ped)?|kick(?:s|ed)?|scratch(?:es|ed)?|smack(?:s|ed)?|bit|bites|burn(?:s|ed|t)|cut|cuts|stamp(?:s|ed) on|stomp(?:s|ed) on|twist(?:s|ed)|bang(?:s|ed)|slam(?:s|med)) my (?:face|head|arm|arms|neck|back|stomach|chest|legs?|body|ribs|eye|nose|mouth|hand|hands|wrist|wrists|fingers?)\b${PLAY}|${DOER}${GAP} (?:tried|tries|try) to (?:kill|strangle|choke|drown|stab|smother|suffocate|run me over|push me)\b`,
    ),
    rule(
      "physical",
      re`${DOER}${GAP} (?:physically )?(?:hurt|hurts|hurting|injured|injures) me (?:physically|when (?:hes|shes|theyre|he is|she is|they are|he gets|she gets|they get) (?:drunk|angry|mad|high|jealous))\b|${DOER}${GAP} physically (?:hurt|hurts|harmed|harms|abused|abuses) me\b|${DOER}${GAP} (?:left|leaves|gave|gives) me (?:with )?(?:a |some )?(?:bruises?|black eye|marks on|split lip|broken (?:nose|rib|ribs|arm|wrist|finger))|\b(?:bruises?|marks|black eye|split lip)\b(?: \w+){0,4}? (?:from|where|because|after) (?:he|she|they|${HIM})\b`,
    ),
    rule(
      "physical",
      re`\bthr(?:ew|ows|owing|own) (?!(?:a |the |some |his |her |their )?(?:pillows?|cushions?|balls?|snowballs?|socks?|towel|popcorn|grapes?|kisses|compliments?|shade|tantrum|party|fit)\b)(?:\w+ ){1,3}?at (?:me|my (?:head|face|body|back))\b|\b(?:was|got|been|being|get|gets|getting) (?:\w+ )?(?:hit|beaten|beaten up|choked|strangled|slapped|punched|kicked|shoved|attacked|assaulted|hurt) by ${HIM}\b|${DOER}${GAP} (?:hits?|hitting|beats?|beating|kick(?:s|ed)|punch(?:es|ed)|slap(?:s|ped)|chok(?:es|ed)|hurts) (?:our|my|the) (?:son|daughter|kids?|children|child|baby|dog|cat|puppy)\b(?! (?:ball|toys?|bikes?|car|room|door|game|scooter|swing|bowl|bed)s?\b)`,
    ),

    // --- threats and intimidation ------------------------------------------------------------------------------------
    rule(
      "threats",
      re`\bthreat(?:en|ens|ened|ening)? (?:me\b|(?:\w+ )?to (?:\w+ ){0,5}?(?:(?:kill|hurt|harm|hit|beat|stab|shoot|choke|strangle|burn|break|ruin|destroy) (?:me|us|my \w+|the (?:kids|children|baby|dog|cat)|our \w+|himself|herself|themselves|themself|everyone|all of us)|take (?:away )?(?:the|my|our) (?:kids?|children|baby|son|daughter)|(?:burn|torch|set fire to|burn down) (?:the|our|my) (?:house|home|flat|apartment|car|things|stuff)|(?:throw|kick|put) me out\b|leave me with nothing|make me homeless|(?:ruin|destroy) (?:me|my life)|(?:leak|post|share|send|publish|expose|show) (?:\w+ ){0,2}?(?:my|our|me|pictures|photos|pics|nudes|videos?|messages|texts|secrets|screenshots)|out me|report me|call (?:immigration|the police on me|my (?:boss|work|family|parents))|get me (?:deported|fired|sacked)|have me (?:deported|arrested|committed|sectioned)|deport|kill (?:himself|herself|themselves)|commit suicide|end (?:his|her|their) life)|(?:\w+ )?(?:with )?(?:suicide|a knife|a gun|violence)\b)`,
    ),
    rule(
      "threats",
      re`\b(?:kill|hurt|hit|beat|strangle|choke|stab|shoot|destroy|ruin) (?:me|us)(?: \w+){0,2}? if i (?:ever )?(?:leave|left|try to leave|tried to leave|break up|broke up|tell (?:anyone|anybody|someone|the police|the cops|people|a soul)|told (?:anyone|anybody|someone|the police|the cops|people)|call (?:the police|the cops|911|999|000|111|112|for help)|called (?:the police|the cops)|report|reported|go to the police|went to the police|cheat|cheated)\b|\bif i (?:ever )?(?:leave|left|try to leave|break up with)(?: (?:him|her|them))? ${WHO}(?: will| would)? (?:\w+ ){0,3}?(?:kill|hurt|hit|find|come after|hunt) me\b|\b(?:kill|hurt|harm) (?:himself|herself|themselves|themself)(?: \w+){0,2}? if i (?:ever )?(?:leave|left|go|break up|end (?:it|things)|dont|do not|didnt|wont|see|tell)\b`,
    ),
    rule(
      "threats",
      re`\b(?:said|says|saying|told me|tells me|swore|swears|warned me|warns me|screamed|yelled|shouted)(?: that)? ${WHO}(?: will| would| is going to| was going to| going to| gonna)? (?:\w+ )?(?:take (?:away )?(?:the|my|our) (?:kids|children|baby|son|daughter)|(?:ruin|destroy) (?:me|my life)|make (?:me|my life) (?:pay|regret it|suffer|hell|a living hell)|find me|hunt me down|come after me|make sure i never see (?:the|my|our) (?:kids|children)|(?:hurt|hit|beat|strangle|choke|stab|shoot|burn|smash|slap|punch) (?:me|us|my \w+|the kids|the children|the baby)|break (?:my|every) \w+|bury me)\b|\b(?:said|says|told me|swore|swears|warned me|screamed|yelled|shouted)(?: that)? ${WHO}(?: will| would| is going to| was going to| going to| gonna)? (?:\w+ )?kill (?:me|us)\b(?! if i (?!(?:ever )?(?:leave|left|tell|told|call|report|go to the police|try|break up))\w+)`,
    ),
    rule(
      "threats",
      re`${WHO}${GAP} (?:punch(?:ed|es)?|hit|hits|kick(?:ed|s)?|smash(?:ed|es)?|broke|breaks|slam(?:s|med)) (?:a |the |holes? in the |a hole in the )?(?:wall|walls|door|doors|window|windows|table)\b(?: \w+){0,4}? (?:next to|near|beside|by|behind|above|over|inches from) (?:me|my (?:head|face))\b|${WHO}${GAP} (?:smash(?:es|ed)?|breaks|broke|throws|threw|punch(?:es|ed)|kicks|kicked) (?:the |a |our |my )?(?:tv|telly|things|stuff|plates|dishes|glasses|furniture|walls?|doors?|windows?|mirror|table|chairs?)(?: \w+){0,4}? (?:when|whenever|every time|if|after|because) (?:hes|shes|theyre|he is|she is|they are|he gets|she gets|they get|i)\b|${WHO}${GAP} punch(?:ed|es)? (?:a )?holes? in (?:the|our|my) (?:wall|walls|door)\b|${WHO}${GAP} (?:smash(?:es|ed)?|broke|breaks|destroy(?:s|ed)?|ripped up|rips up|cut up|cuts up|burned|burnt|burns|threw out|throws out|smashing|breaking) (?:all )?(?:of )?my (?:phone|things|stuff|belongings|clothes|laptop|glasses|car|possessions|guitar|photos|passport|tablet|computer)\b(?!(?: \w+){0,3} (?:by accident|accidentally))`,
    ),
    rule(
      "threats",
      re`\b(?:pulled|pulls|pointed|points|held|holds|waved|waves|brandished) (?:a |his |her |their |the )?(?:gun|knife|knives|rifle|pistol|shotgun|weapon|machete|bat|hammer)(?: \w+){0,3}? (?:at me|to my (?:head|throat|neck|face|chest)|on me|against me|in my face)\b|\b(?:came at me with|comes at me with|threatened me with|threatens me with) (?:a |his |her |their |the )?(?:gun|knife|knives|rifle|pistol|shotgun|weapon|machete|bat|hammer)\b|\b(?:showed|shows) me (?:a |his |her |their |the )?(?:gun|rifle|pistol|shotgun|weapon)\b|${WHO}(?: will| would)? (?:have|get) me (?:arrested|deported|locked up|sectioned|committed|fired|sacked)\b|\bregret it if i (?:ever )?(?:leave|left|tell|told|call|go to|report|break up)\b|\b(?:raised|raises|raising|shook|shakes|waved|waves) (?:his|her|their|a) fists? (?:at|to|in) (?:me|my face)\b|\bnext time (?:it(?:ll| will)|will) be worse\b|\bit(?:ll| will) be worse next time\b|${WHO}${GAP} (?:keeps|kept|sleeps with|has) a (?:knife|gun|weapon) (?:by|under|next to|beside) (?:the|our|his|her) bed\b|\bi(?:d| had) better (?:behave|watch (?:out|myself|my back|it)|do as (?:im|i am) told|keep (?:quiet|my mouth shut)|shut up)\b|\b(?:came|comes|coming) at me\b(?! (?:with (?:a |the )?(?:question|questions|idea|ideas|plan|hug|kiss)|for))`,
    ),

    // --- fear ---------------------------------------------------------------------------------------------------------
    rule(
      "fear",
      re`\b(?:afraid|scared|terrified|frightened|fearful|petrified|in fear) (?:of (?:him|her|my ${PARTNER}s?)\b(?! (?:reaction|response|family|friends|parents|mom|mum|dad|sister|brother|judgement|judgment|opinion|answer|feelings|thoughts|expectations|kids|ex|driving|cooking|snoring|cat|dog|mother|father|health|job|work|\w+ing)\b)|(?:of )?what ${WHO}(?: will| might| would| could| is going to| are going to| gonna)? (?:\w+ )?do\b|(?:to |of )?go(?:ing)? (?:back )?home\b(?! to (?:an )?empty)|to (?:leave|be alone with|go home to) (?:him|her|them|my ${PARTNER})\b|(?:of )?(?:how|when) ${WHO} (?:gets|get|will get|ll get|is|are)(?: \w+){0,3}? (?:angry|mad|drunk|violent|high)\b|for my (?:life|safety)\b|${WHO}(?: will| would| might| could| is going to| are going to| gonna)? (?:\w+ )?(?:hit|beat|strangle|choke|find) me\b)`,
    ),
    rule(
      "fear",
      re`\b(?:dont|do not|never|no longer) feel safe (?:at home|with (?:him|her|them|my)|around (?:him|her|them|my)|in my (?:own )?(?:home|house|bed)|when (?:he|she|they))|\bfeel unsafe (?:at home|with|around|in my)\b|\bnot safe (?:at home|with (?:him|her|them|my)|around (?:him|her|them))\b|\bfear for my (?:life|safety)\b|\b(?:afraid|scared|terrified|frightened|petrified) (?:of )?(?:setting (?:him|her|them) off|making (?:him|her|them) (?:angry|mad))\b|\b(?:scared|terrified|afraid|frightened|panic|freeze|shake|shaking)\b(?: \w+){0,3}? (?:when|whenever|every time) (?:i hear (?:his|her|their) (?:car|key|keys|footsteps|voice)|(?:he|she|they) (?:comes|come|gets|get) home)\b|\b(?:afraid|scared|frightened|terrified|worried)(?: that)? ${WHO}(?: will| would| might| could)? (?:\w+ )?hurt me if i\b|\b(?:afraid|scared|terrified|frightened) to leave(?= \.|$| because| but| cos| as| in case)|\bdread(?:s|ing)? (?:him|her|my ${PARTNER}) (?:coming|getting|being) home\b|\b(?:afraid|scared|terrified|frightened) to (?:say no|tell (?:him|her|them) no|refuse (?:him|her|them)|stand up to (?:him|her|them))\b|\bliving in fear(?! of (?!(?:him|her|them|my ${PARTNER})\b)\w+)|\bflinch(?:es|ed|ing)? (?:when|whenever|every time) ${WHO}\b|\b(?:hid|hide|hiding|locked myself|lock myself|locking myself)(?: in (?:the|my) (?:bathroom|bedroom|car|closet|wardrobe|room|toilet))? (?:from|until|away from) (?:him|her|he|she|they|my ${PARTNER})\b|\b(?:worried|scared|afraid|terrified|frightened) ${WHO}(?: will| would| might| could| is going to| gonna) (?:\w+ )?(?:hit|beat|strangle|choke) me\b`,
    ),

    // --- monitoring ---------------------------------------------------------------------------------------------------
    rule(
      "monitoring",
      re`${WHO}${GAP} (?:checks?|checking|checked|goes through|go through|went through|going through|reads?|reading|looks? through|looked through|looking through|snoops? (?:through|on|in)|snooped (?:through|on|in)|snooping (?:through|on|in)|searches|searched|monitors?|monitored|monitoring|tracks?|tracked|tracking|scrolls? through|scrolled through|screenshots?|spies on|spied on|spying on|hacked|hacks|hacking|hacked into|logs? into|logged into|logging into|gets into|got into|unlocks?|unlocked|goes on|went on) (?:all )?(?:of )?my ${DEVICE}\b(?! (?:for me|for (?:the|a|an|some) \w+|to (?:call|text|get|look up|order|book|set|play|use|charge|answer|take|show|help|fix|update|find(?! out))\b|(?:out )?(?:aloud|out loud|to me)|(?:when|while|because|since) (?:i|im|i am|i was) (?:driving|asked|busy)|with my (?:permission|consent)|when i ask))`,
    ),
    rule(
      "monitoring",
      re`${WHO}${GAP} (?:demands?|demanded|insists on (?:having|knowing)|makes me (?:give|hand over|share|tell)|made me (?:give|hand over|share|tell)|forces me to (?:give|share|tell)|forced me to (?:give|share|tell)|took|takes|changed|changes) (?:him |her |them )?(?:all )?(?:my|all my) (?:passwords?|passcodes?|pins?|logins?|phone code|codes)\b|\bi (?:have|had|need) to (?:give|tell|share with|hand over to) (?:him|her|them|my ${PARTNER}) (?:all )?my (?:passwords?|passcodes?|pin|location|phone)\b|\b(?:makes|made|forces|forced|demands|demanded|insists|insisted)(?: that)? (?:me|i) (?:to )?(?:share|keep|turn on|leave on|send|switch on|enable)(?: \w+){0,3}? (?:location|gps|find my|tracking)\b|${WHO}${GAP} (?:has|knows|keeps|took|demands) all (?:of )?my (?:passwords|passcodes|logins)\b|${WHO}${GAP} (?:demands?|demanded|took|takes|wants|wanted|made me give (?:him|her|them)) (?:the |my )?(?:passcodes?|passwords?|pins?|codes?|logins?) (?:to|for|of) my ${DEVICE}\b|\bi have to (?:share|send) (?:him|her|them) my (?:live )?location\b`,
    ),
    rule(
      "monitoring",
      re`\b(?:put|puts|installed|installs|hid|hidden|planted|placed|found|find) (?:a |an )?(?:tracker|tracking (?:device|app)|airtag|air tag|gps tracker|spyware|stalkerware|spy app|camera|cameras|hidden camera|keylogger|location app)\b(?: \w+){0,2}? (?:on|in|under) my (?:phone|car|bag|purse|laptop|computer|coat|jacket|keys|bedroom|room|bike)\b|\b(?:installed|installs|put|puts|hid) (?:a |an |some )?(?:\w+ )?(?:app|software|program)(?: \w+){0,3}? to (?:monitor|track|spy on|watch|follow|read|check on) (?:me|my)\b|${WHO}${GAP} (?:monitors?|monitored|monitoring|tracks?|tracked|tracking) me\b|\bprove (?:to (?:him|her|them) )?(?:where i (?:am|was|have been|ve been)|who i (?:was|am|m) with)\b|${WHO}${GAP} (?:monitors?|monitored|tracks?|tracked|checks?|checked|watches|watched|reads?) (?:everything|every (?:move|message|text|thing)) (?:i (?:do|make|send|say|write|post)|online)\b|\b(?:turns?|turned|shows?|showed) up (?:wherever|everywhere|anywhere) i (?:go|am|went)\b|\b(?:has|have|needs?|wants?|demands?) to know where i am (?:at all times|all the time|every (?:minute|second|hour)|24 ?7|constantly)\b|${WHO}${GAP} (?:calls|texts|rings|messages|phones|video calls|facetimes|interrogates|questions|grills|quizzes) me (?:\w+ ){0,6}?(?:to check|to see|to find out|to make sure|asking|and asks|demanding|about) (?:where i am|where im|where i was|where ive been|who im with|who i am with|who i was with|who im (?:talking|texting) to|what im doing|who i (?:talk|text|speak) to)\b`,
    ),
    rule(
      "monitoring",
      re`${WHO}${GAP} (?:follows|followed|following|stalks|stalked|stalking|spies on|spied on|spying on|harass(?:es|ed|ing)) me\b(?! (?:on (?:instagram|insta|twitter|tiktok|x|social|socials|social media|facebook|snapchat|strava|spotify|youtube|twitch|linkedin|ig)|around (?:the|like)|everywhere like|like a (?:puppy|shadow)|in(?:to)? the kitchen|to bed|upstairs|downstairs|back)\b)|${WHO}${GAP} (?:keeps|kept) (?:showing up|turning up) (?:at|outside) my (?:work|job|house|home|door|flat|apartment|office|school|uni|gym|parents)\b|${WHO}${GAP} (?:wont|will not) stop (?:following|calling|texting|messaging|contacting|harassing|showing up)\b|\bmy ex(?: \w+){0,3}? (?:keeps|kept) (?:calling|texting|messaging|contacting|following|watching|harassing|showing up)\b`,
    ),

    // --- isolation ----------------------------------------------------------------------------------------------------
    rule(
      "isolation",
      re`(?:\b${LET}|${NOT_ALLOWED})${SOCIAL} ${PEOPLE}(?! (?:while|during|at) (?:we|dinner|the table|meals?|date night))|\bnot allowed (?:any )?(?:friends|male friends|female friends|guy friends)\b`,
    ),
    rule(
      "isolation",
      re`${WHO}${GAP} (?:isolates|isolated|isolating|has isolated|is isolating|cuts|cut|cutting|keeps|kept|keeping|stops|stopped|stopping|prevents|prevented|preventing|bans|banned|forbids|forbade|forbidden) me (?:off )?(?:from|away from|off from) (?:seeing |talking to |contacting |visiting |speaking to )?(?:${PEOPLE}|everyone|everybody|the (?:outside )?world|support|help)|${WHO}${GAP} (?:isolates|isolated|has isolated|is isolating) me\b|${WHO}${GAP} (?:stops|stopped|stopping|prevents|prevented|preventing) me (?:from )?(?:seeing|talking to|contacting|visiting|speaking to|going out with|meeting|calling|texting|going to see) ${PEOPLE}|\b(?:makes|made|forces|forced|pressures|pressured|guilts|guilt trips) me (?:to )?(?:cancel|skip|miss|give up) (?:\w+ ){0,2}?(?:with|on) ${PEOPLE}|${WHO}${GAP} (?:got rid of|drove away|pushed away|scared off|scared away) (?:all )?(?:of )?my (?:friends|family|mates)\b|\b(?:makes|made|forced|forces|pressured|pressures|got) me (?:to )?(?:cut off|drop|stop seeing|stop talking to|block|unfriend|delete|give up|choose between (?:him|her|them) and) (?:all )?(?:of )?${PEOPLE}`,
    ),
    rule(
      "isolation",
      re`${WHO}${GAP} (?:gets|get|got|goes|went|becomes) (?:so |really |very )?(?:angry|mad|furious|violent|aggressive|nasty|crazy|abusive|ballistic) (?:\w+ )?(?:when|whenever|every time|if) i (?:${SOCIAL}|meet up with) ${PEOPLE}|\b(?:doesnt|does not|dont|wont) (?:like|want|let) me (?:seeing|to see|talking to|to talk to|visiting|to visit|going out with|having|to have) ${PEOPLE}|(?:\b${LET}|${NOT_ALLOWED})(?:go|come) to (?:my|any of my) (?:friends?|family|mums?|moms?|dads?|parents|sisters?|brothers?|mates?|cousins?|grandmas?|nans?|aunties?|aunts?|uncles?|best friends?)\b|${WHO}${GAP} (?:deleted|deletes|blocked|blocks|removed|removes|unfriended|unfriends) (?:all )?(?:of )?my (?:friends|family|mates|contacts|mums?|moms?|sisters?|brothers?|parents)\b|\b(?:cant|cannot|can not|couldnt) ${SOCIAL} ${PEOPLE}(?: \w+){0,4}? (?:because|cos|coz|cause|since|as|or) ${WHO}(?: \w+){0,2}? (?:wont let me|doesnt let me|will not let me|does not let me|wouldnt let me|doesnt allow|wont allow|forbids|forbade|banned|gets (?:angry|mad|furious|violent|aggressive)|get (?:angry|mad|furious|violent)|(?:will|would) (?:get )?(?:angry|mad|furious|violent|hurt me|hit me|kill me))\b`,
    ),

    // --- money -----------------------------------------------------------------------------------------------------------
    rule(
      "money",
      re`${WHO}${GAP} (?:controls?|controlled|controlling|takes?|took|taking|keeps?|kept|keeping|withholds?|withheld|holds?|held|hides?|hid|confiscates?|confiscated|steals?|stole|stealing|drains?|drained|empties|emptied|cleared|clears|freezes|froze|cancel(?:s|led|ed)|cut off|cuts off|spent all|spends all|spent|spends|spending|monitors?|monitored|tracks?|tracked|checks?|checked) (?:all )?(?:of )?my (?:whole |entire |own |last |first |weekly |monthly )?${MONEY}\b(?! (?:to (?:buy|get|pay|pick|grab|order)|for (?:me|safekeeping))\b)|${WHO}${GAP} (?:controls?|controlled|controlling|monitors?|tracks?|checks?|dictates) (?:every (?:penny|cent|dollar|pound|euro|purchase)|(?:all )?(?:of )?(?:the|our) (?:money|finances|bank accounts?|cards)|all the money|what i (?:spend|buy)|how (?:much )?i spend|my spending|every(?:thing)? i (?:spend|buy))\b`,
    ),
    rule(
      "money",
      re`${WHO}${GAP} (?:gives|give|gave|puts|put) me (?:an |a (?:weekly|monthly|small|tiny|little) |a little |)(?:allowance|pocket money|spending money)\b|\bi (?:have|need|had) to (?:ask|beg) (?:him|her|them|my ${PARTNER}) (?:for (?:money|cash|every penny|every cent|anything|my own money)|before i (?:spend|buy)|to (?:spend|buy))|\b${LET}(?:work(?! (?:on|late|weekends|overtime|this|tonight|through|out|from home today|extra)\b)|get a job|have a job|keep my job|go to work|earn|have (?:my own |any |a |an |)(?:money|bank account|cards?|access to (?:money|our money|the money|the account|the bank account|our account))|open a bank account|see (?:our|the) bank (?:account|statements?)|spend (?:my own |any )?money|buy anything)\b|${NOT_ALLOWED}(?:work(?! (?:until|on my visa|here|in the|more than|over|while)\b)|get a job|have (?:my own |any |a |an )?(?:money|bank (?:account|card)s?|cards?|credit cards?|debit cards?|access to money)|spend (?:any |my own )?money|buy anything)\b`,
    ),
    rule(
      "money",
      re`${WHO}${GAP} (?:has|keeps|holds) (?:all )?my (?:bank cards?|cards|pin|pins|wages|salary|paycheck|paycheque)\b|\b(?:steals?|stole|stealing|took|takes|taking) (?:money )?from my (?:savings|account|bank|wallet|purse|pension)\b|\b(?:makes|made|forces) me (?:to )?(?:ask|beg) (?:him |her |them )?for (?:money|cash|every penny)\b|\bnot allowed (?:my own|any) money\b|\b(?:wont|will not|doesnt|does not|didnt|never|refuses to|refused to) give me (?:any )?(?:access to (?:the |our |my )?(?:money|bank|account|accounts|cards?|finances)|money|my (?:own )?money|a penny|a cent|my (?:wages|salary|pay|card|cards))\b|\bi (?:have|need|had) to (?:show|send|give|justify) (?:him|her|them|my ${PARTNER}) (?:every|all (?:my|the)) (?:receipts?|bank statements?|purchases?|spending|penny|cent)\b|\baccount for every (?:penny|cent|pound|dollar|euro)\b|\b(?:took|takes|taken|take) out (?:a )?(?:loans?|credit cards?|debts?) in my name\b|\b(?:ran|runs|run) up (?:debts?|credit cards?|bills) in my name\b|\b(?:put|puts|opened|opens) (?:\w+ ){0,2}?(?:debts?|loans?|credit cards?|accounts?|bills) in my name\b|\b(?:makes|made|forces|forced) me (?:to )?(?:hand over|give (?:him|her|them)|sign over|transfer) (?:all )?(?:of )?my ${MONEY}|\b(?:makes|made|forced|forces|pressured) me (?:to )?(?:quit|leave|give up) my (?:job|work|career)\b`,
    ),

    // --- sexual -------------------------------------------------------------------------------------------------------
    rule(
      "sexual",
      re`\b(?:forced|forces|forcing|force|made|makes|making|pressured|pressures|pressuring|pressure|coerced|coerces|guilted|guilts|guilt trips|guilt tripped|guilt tripping|bullied|bullies|pushed|pushes|tricked|blackmailed|blackmails) me (?:(?:in ?to|to|into) )?(?:have |having )?(?:sex|sexual|sleep(?:ing)? with (?:him|her|them)|do (?:sexual )?(?:stuff|things)(?: \w+){0,6}? (?:in bed|sexually|during sex)|do (?:sexual|stuff|things) i (?:didnt|dont|did not|do not) want|doing (?:sexual|things i (?:didnt|dont) want)|perform|performing|oral|anal|a threesome|have a threesome|send (?:nudes|naked)|film)|\bforced (?:himself|herself|themselves) on me\b|\b(?:wont|will not|doesnt|does not|never) take no for an answer (?:in bed|about sex|when it comes to sex)\b|${WHO} (?:wont|will not|doesnt|does not|never) take no for an answer(?= \.|$)|\b(?:gets|get|got|goes|went) (?:angry|mad|furious|violent|nasty|sulky|upset|aggressive) (?:if|when|whenever) i (?:dont|do not|didnt|wont|refuse to|say no to|turn (?:him|her|them) down)(?: want)?(?: to)? (?:sex|have sex|sleep with)\b|\b(?:pressures?|pressured|pressuring|guilts?|guilted|guilt trips?|guilt tripped|guilt tripping) me (?:for|about|into) sex\b`,
    ),
    rule(
      "sexual",
      re`\b(?:doesnt|does not|didnt|did not|wont|will not|wouldnt|never) (?:stop|listen|take no|accept (?:no|my no)|care)(?: even)? when i (?:(?:say|said|tell (?:him|her|them)|told (?:him|her|them)) (?:no|stop)\b(?! to\b)|(?:ask|asked|beg|begged) (?:him|her|them) to(?: stop)?(?= \.|$))|\bi (?:said|say|told (?:him|her|them)|kept saying) (?:no|stop)(?! to\b)(?: \w+){0,3}? (?:but|and) ${WHO} (?:didnt|did not|doesnt|does not|wouldnt|would not|wont|kept going|carried on|ignored|continued)\b|\b(?:sex|touched me|touches me|touch me|started having sex|had sex with me|did stuff to me|did things to me)(?: \w+){0,3}? (?:when|while) i (?:was|am|m|was too) (?:asleep|sleeping|passed out|unconscious|blacked out|too drunk|out of it)\b|${WHO}${GAP} (?:touches|touched|grabs|grabbed|gropes|groped) me (?:\w+ ){0,3}?(?:when i (?:dont|do not|didnt) want|without (?:my )?(?:consent|permission|asking)|even (?:when|after|though) i (?:say|said|tell|told|ask|asked))`,
    ),
    rule(
      "sexual",
      re`\brap(?:ed|es|ing) me\b|\bi (?:was|got|have been|ve been) raped\b|\b${WHO}${GAP} raped\b|\bsexually (?:assaulted|abused|coerced|abuses|assaults)\b|\bmarital rape\b|\bmolest(?:ed|s|ing) me\b|\bowe (?:him|her|them) sex\b|\bif i (?:dont|do not|wont|refuse to) (?:have sex|sleep with (?:him|her|them))(?: \w+){0,4}? ${WHO}\b`,
    ),

    // --- restriction ("not allowed to") --------------------------------------------------------------------------------
    rule(
      "restriction",
      re`(?:\b${LET}|${NOT_ALLOWED})(?:leave(?! (?:the table|until|before|early|without (?!(?:him|her|them|permission|asking|telling)\b)|work|the office|the party|the dishes|a mess|the lights|the tv|the door|the kitchen|a review|a tip|the car|my stuff|my shoes|my things|my clothes|his|her)\b)|go (?:out(?! tonight| this (?:weekend|week|evening)| on (?:a )?(?:school|work) night| until| before| in this)|outside|anywhere|alone|by myself|on my own|to (?:the doctor|the doctors|a doctor|the gp|hospital|the hospital|church|class|classes|college|uni|university|school|my (?:appointments?|therapist|counsellor|counselor|doctor)))|see (?:a|the|my) (?:doctor|gp|therapist|counsellor|counselor|dentist)|have (?:a phone|my phone|my (?:own )?(?:car )?keys|the car keys|my passport|my (?:id|medication|meds)|a key)|use (?:my |the |a )?(?:phone|internet|laptop|computer)|wear (?:what i want|makeup|make up|shorts|skirts|dresses|anything)|eat (?:what i want|anything)|make (?:my own )?(?:decisions|choices)|take my (?:medication|meds|pills)|drive(?! (?:his|her|their|the new) (?:new )?car| (?:when|if|after) i)(?: the car)?)\b(?! (?:at|in|during|for|until|after|before) (?:work|school|class|the office|the hospital|hospital|the exam|uni|church|(?:a|the) (?:week|month|few days|while)|surgery|my surgery|the surgery|the operation)\b)`,
    ),
    rule(
      "restriction",
      re`${WHO}${GAP} (?:controls?|controlled|controlling|dictates|decides|micromanages|tells me) (?:what i (?:can (?:and cant |and cannot )?|cant |am allowed to |should )?(?:wear|eat|say|do)|where i go|who i (?:see|talk to|text|speak to|message|am friends with|hang out with)|when i (?:can|am allowed|go|leave|sleep|eat)|how (?:i dress|much i eat)|everything (?:i do|about my life)|my (?:every move|whole life|life|clothes|outfits|diet|food|weight|body|schedule|movements?|phone))\b|\bi (?:have|need|had) to ask (?:him|her|them|my ${PARTNER}) (?:for )?permission\b|\b(?:cant|cannot|can not|am not allowed to) (?:go|leave|see|visit|work)(?: \w+){0,4}? unless ${WHO} (?:comes|is there|says|agrees|lets|allows|approves|is with me)\b|\bneed (?:his|her|their) permission to (?:go|leave|see|spend|buy|wear|eat|work|talk)\b`,
    ),
    rule(
      "restriction",
      re`\bnot allowed out\b|\bso (?:that )?i (?:cant|cannot|can not|couldnt) (?:leave|get out|go out|go anywhere|escape|call (?:anyone|for help|the police))\b|${WHO}${GAP} (?:locks?|locked|locking) me (?:in|inside|out|up)\b${JOKE}|${WHO}${GAP} (?:takes?|took|taking|hides?|hid|hiding|keeps?|kept|confiscat\w*|withholds?|withheld) (?:away )?my (?:phone|keys|car keys|passport|id|medication|meds|glasses|shoes|visa|documents|papers)\b(?! ?(?:charger|case|cable|cord|number|stand|screen|to|for|by accident|accidentally|home|with (?:him|her|them) by)\b)${JOKE}`,
    ),

    // --- named ----------------------------------------------------------------------------------------------------------
    rule(
      "named",
      re`\b(?:(?:im|i am|i was|ive been|i have been|am i|were|we are|stuck|trapped|escape|escaping|leave|leaving|get out of|survived|survivor of)(?: in)? (?:an?|this)|my|our|this) (?:\w+ )?abusive (?:relationship|marriage|partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|spouse|home|household|situation|environment|dynamic|cycle)\b|\b(?:im|i am|i was|ive been|i have been|i think im|i feel) (?:being |been )?(?:\w+ )?abused\b|\bis (?:what|it|this|that)(?: \w+){0,5}? (?:domestic|intimate partner) (?:abuse|violence)\b|\bmy (?:relationship|marriage|home|home life) (?:is|was|has been|feels|seems|is getting) (?:\w+ )?(?:abusive|like abuse)\b|\b(?:being|been|was|am|im|got|get|getting) (?:\w+ )?abused by (?:him|her|them|my ${PARTNER})\b|${WHO}${GAP} (?:(?:is|was|gets|got|can be|has been|have been|been|being|becomes|became|turns|turned|are|were) )?(?:(?!${NEG}\b)\w+ ){0,2}?abusive\b(?! (?:to|towards) (?!me\b))${JOKE}|\bis (?:this|it|that|what (?:he|she|they) (?:does|did|do)) (?:\w+ )?(?:abuse|abusive)\b|\babus(?:es|ed|ing) me\b|\b(?:physically|emotionally|sexually|verbally|financially|psychologically|mentally) abus(?:es|ed|ing|ive) (?:me|to me|towards me)\b`,
      true,
    ),
    rule(
      "named",
      re`\b(?:experienc\w*|victim of|survivor of|suffer\w*|living (?:with|in)|going through|subjected to|is this|this is|its|it is|is|was|i think its|i think this is|facing|escape|escaping|fleeing|flee|get out of|uses?|using|(?:feels|sounds|looks|seems) like) (?:\w+ ){0,2}?(?:domestic (?:violence|abuse)|intimate partner (?:violence|abuse)|family violence|coercive control|financial abuse|economic abuse|emotional abuse|tech abuse)\b(?! (?:awareness|services?|sector|charity|charities|training|course|month|week|day|organi[sz]ations?|shelters?|laws?|policy|statistics|stats|research|documentary|podcast|article|book|workers?|team|unit)\b)`,
      true,
    ),
  ];
}

const NEGATOR = new RegExp(String.raw`\b${NEG}\b|\bno longer\b|\bnobody\b|\bno one\b`);
// A negator that does not deny what follows: "I don't know why he hits me", "I can't believe he hit me".
const NOT_A_DENIAL =
  /\b(?:dont|do not|cant|cannot|couldnt|didnt|never) (?:know|understand|get|believe|remember|think i can|see how|see why|want|expect|expected|thought|imagined)\b|\bno idea\b|\bno matter\b/g;
const HYPOTHETICAL = /\b(?:if|whether|in case|unless)\b/;
const TOPIC =
  /\b(?:about|documentary|movie|film|show|book|podcast|article|series|episode|novel|character|course|training|webinar|class|talk|awareness|campaign|charity|lecture|essay|research)\b/;

/** The last few words before `index` within its sentence. */
function wordsBefore(text: string, index: number, count: number): string {
  const sentence = text.slice(0, index).split(" . ").pop() ?? "";
  return sentence.trim().split(" ").slice(-count).join(" ");
}

function lifted(rule: Rule, text: string, index: number): boolean {
  const before = wordsBefore(text, index, 3).replace(NOT_A_DENIAL, "");
  if (NEGATOR.test(before) || HYPOTHETICAL.test(before)) return true;
  return rule.topic === true && TOPIC.test(wordsBefore(text, index, 6));
}

/**
 * A pattern's top-level alternatives, each its own pattern. Compiling one huge alternation costs irregexp several
 * times what compiling its parts does, and the first screen of a process pays for every compile.
 */
function alternatives(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let part = "";
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "\\") {
      part += c + source[++i]!;
      continue;
    }
    if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      parts.push(part);
      part = "";
      continue;
    }
    part += c;
  }
  return [...parts, part];
}

const RULES: Rule[] = buildRules().flatMap((rule) =>
  alternatives(rule.re.source).map((source) => ({ ...rule, re: new RegExp(source, "g") })),
);

function ruleMatches(rule: Rule, reading: string): boolean {
  const { re } = rule;
  re.lastIndex = 0;
  for (let match = re.exec(reading); match; match = re.exec(reading)) {
    const gapsClear = match.slice(1).every((gap) => gap === undefined || !GAP_STOP.test(gap));
    if (gapsClear && !lifted(rule, reading, match.index)) return true;
    // Try again one character on: a later actor in the same stretch may have a clear gap ("he never said she hit me").
    re.lastIndex = match.index + 1;
  }
  return false;
}

// Names that are also everyday words ("Will hit me" and "I will hit the gym"): read as the partner only when written
// with a capital, as a name is.
const NAMES_THAT_ARE_WORDS = new Set(
  "will may june april august bill mark hope joy grace faith rose pat sue max ray dawn eve summer sky river hunter guy jack frank drew art rich chase gene lane page reed wade carol penny ruby amber holly ivy lily iris jade pearl violet autumn sunny honey angel chance duke earl king prince rocky sonny rusty kit robin".split(
    " ",
  ),
);

const withoutMarks = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

/**
 * The text with each of the partner's names read as "my partner", so "Sam hit me" is "my partner hit me" (diacritics
 * ignored: "Zoe" is "Zoë"). Done on the text before normalising, where a capital still tells "Will" from "will".
 */
export function nameAsPartner(text: string, partnerNames: readonly string[]): string {
  let out = text;
  for (const raw of new Set(partnerNames.map((name) => withoutMarks(name).trim()))) {
    if (raw.length < 2 || raw.length > 40) continue;
    const pattern = raw.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/['\u2019]/g, "['\u2019]?");
    const caseless = !NAMES_THAT_ARE_WORDS.has(raw.toLowerCase());
    const flags = caseless ? "giu" : "gu";
    const name = new RegExp(
      `(?<![\\p{L}\\p{N}])${caseless ? pattern : raw[0]!.toUpperCase() + pattern.slice(1).toLowerCase()}(?![\\p{L}\\p{N}])`,
      flags,
    );
    out = withoutMarks(out).replace(name, "my partner");
  }
  return out;
}

/**
 * The kinds of partner harm in one normalised reading (normaliseForScreening's form, with commas already read as
 * sentence breaks and the partner's names already read as "my partner"), in PARTNER_HARM_KINDS order.
 */
export function partnerHarmKinds(reading: string): PartnerHarmKind[] {
  const found = new Set<PartnerHarmKind>();
  for (const rule of RULES) if (!found.has(rule.kind) && ruleMatches(rule, reading)) found.add(rule.kind);
  return PARTNER_HARM_KINDS.filter((kind) => found.has(kind));
}
