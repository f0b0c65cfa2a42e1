import { abuse, medical, none, selfHarm, suicide, type SafetyCorpusEntry } from "./screen-corpus";

/**
 * The second half of the screen's labelled corpus (issue #30): the disguises a probe used to slip past the English
 * rules, and messages in the thirteen other languages the screen reads, each with everyday talk in the same language
 * that shares the vocabulary ("me muero de risa", "笑死我了"). Written as people type them: in a sentence, with or
 * without accents, in either script where a language has two.
 */

/** Letters pulled apart, run together, or swapped for look-alikes from other scripts and styles. */
export const DISGUISED: readonly SafetyCorpusEntry[] = [
  ...suicide(
    "k i l l myself",
    "i want to k i l l myself",
    "killmyself",
    "i wanna killmyself tonight",
    "k.i.l.l myself",
    "k-i-l-l m-y-s-e-l-f",
    "su-i-cide",
    "s.u.i.c.i.d.e",
    "I want to d i e",
    "i want to d.i.e",
    "iwanttodie",
    "thinking about s u i c i d e",
    "kіll myself", // Cyrillic і
    "ѕuicide", // Cyrillic ѕ
    "i want to kill myѕelf", // Cyrillic ѕ
    "ѕuісіdе", // Cyrillic ѕ, і, с, е
    "i wаnt to die", // Cyrillic а
    "κill myself", // Greek κ
    "i want to kiIl myself", // capital I for l
    "ꜱuicide", // small capital s
    "ɪ ᴡᴀɴᴛ ᴛᴏ ᴅɪᴇ", // small capitals
    "ｉ ｗａｎｔ ｔｏ ｄｉｅ", // full-width
    "𝐤𝐢𝐥𝐥 𝐦𝐲𝐬𝐞𝐥𝐟", // mathematical bold
    "ⓚⓘⓛⓛ ⓜⓨⓢⓔⓛⓕ", // circled
    "ki\u200Dll my\u200Bself", // zero-width joiner and space
    "su\u0336i\u0336c\u0336i\u0336d\u0336e\u0336", // combining strokes
    "kiiiilllll myseeelf",
    "SUICIDE",
  ),
  ...selfHarm("c u t myself", "cutmyself again", "i h u r t myself on purpose", "sеlf harm"),
];

/** In the other languages: thirteen, and Hindi both in Devanagari and in Latin letters. */
export const WORLD_POSITIVES: readonly SafetyCorpusEntry[] = [
  // Spanish
  ...suicide(
    "quiero morir",
    "ya no puedo más, me quiero morir",
    "estoy pensando en suicidarme",
    "No quiero vivir más",
    "Ojalá estuviera muerta",
    "todos estarían mejor sin mí",
  ),
  ...selfHarm("a veces me corto los brazos", "tengo ganas de hacerme daño"),
  ...abuse(
    "mi esposo me pega",
    "Mi marido me golpea cuando bebe",
    "tengo miedo de mi pareja",
    "él me amenaza con quitarme a los niños",
  ),
  ...medical("me tomé todas las pastillas"),
  // French
  ...suicide("je veux mourir", "j'ai envie de me suicider", "je ne veux plus vivre", "je vais mettre fin à mes jours"),
  ...selfHarm("je me scarifie depuis des mois"),
  ...abuse("mon mari me frappe", "il me bat quand il a bu", "j'ai peur de mon copain"),
  // German
  ...suicide(
    "ich will sterben",
    "Ich möchte nicht mehr leben",
    "ich denke daran, mich umzubringen",
    "Selbstmordgedanken jeden Tag",
  ),
  ...selfHarm("ich ritze mich wieder"),
  ...abuse("mein Mann schlägt mich", "ich habe Angst vor meinem Mann"),
  // Portuguese
  ...suicide("quero morrer", "não quero mais viver", "penso em me matar"),
  ...abuse("meu marido me bate", "ele me espancou ontem"),
  // Italian
  ...suicide("voglio morire", "sto pensando di uccidermi", "non voglio più vivere"),
  ...abuse("mio marito mi picchia", "ho paura di mio marito"),
  // Dutch
  ...suicide("ik wil dood", "ik wil niet meer leven", "ik denk aan zelfmoord"),
  ...abuse("mijn man slaat me", "ik ben bang voor mijn vriend"),
  // Polish
  ...suicide("chcę umrzeć", "nie chcę już żyć", "myślę o samobójstwie"),
  ...abuse("mąż mnie bije", "przemoc domowa to u nas codzienność"),
  // Turkish
  ...suicide("ölmek istiyorum", "intihar etmeyi düşünüyorum", "yaşamak istemiyorum artık"),
  ...abuse("kocam beni dövüyor", "kocamdan korkuyorum"),
  ...selfHarm("yine kendime zarar verdim"),
  // Russian
  ...suicide("хочу умереть", "я думаю покончить с собой", "не хочу больше жить", "мысли о самоубийстве"),
  ...selfHarm("я режу себя"),
  ...abuse("муж меня бьёт", "он бьёт меня каждый день", "я боюсь мужа"),
  // Chinese
  ...suicide("我想死", "我真的不想活了", "最近一直想自杀", "我想自殺"),
  ...selfHarm("我又割腕了"),
  ...abuse("我老公打我", "他经常打我", "我遭受家暴"),
  // Japanese
  ...suicide("死にたい", "もう消えたい", "自殺を考えている", "生きていたくない"),
  ...selfHarm("またリスカしちゃった"),
  ...abuse("夫に殴られた", "彼氏からDVを受けています"),
  // Hindi, Devanagari and Latin letters
  ...suicide(
    "मैं मरना चाहता हूँ",
    "मैं मरना चाहती हूं",
    "आत्महत्या के बारे में सोच रहा हूँ",
    "main marna chahta hu",
    "khudkushi kar lunga",
  ),
  ...abuse("मेरा पति मुझे मारता है", "घरेलू हिंसा", "pati mujhe maarta hai"),
  // Arabic
  ...suicide("أريد أن أموت", "بدي موت", "أفكر في الانتحار", "لا أريد أن أعيش"),
  ...abuse("زوجي يضربني", "زوجي ضربني امس"),
];

/** Everyday talk in the same languages, with the vocabulary the phrases share. None may raise a crisis card. */
export const WORLD_NEGATIVES: readonly SafetyCorpusEntry[] = none(
  "me muero de risa con este video",
  "me mata el calor hoy",
  "quiero morirme de la vergüenza jaja",
  "je vais mourir de rire",
  "quero morrer de rir com isso",
  "el sol me pega en la cara por la mañana",
  "je meurs de faim, on mange ?",
  "mon copain me tape sur les nerfs",
  "ça me tue ce film",
  "ich sterbe vor Hunger",
  "das bringt mich noch um, diese Hitze",
  "morrendo de rir aqui",
  "morro de saudades de você",
  "muoio dal ridere",
  "mi ammazza di lavoro il capo",
  "ik ga dood van de honger",
  "umieram ze śmiechu",
  "gülmekten öldüm",
  "умираю от смеха",
  "убить время до вечера",
  "笑死我了",
  "想死你了！",
  "累死了，今天加班",
  "死ぬほど好き",
  "死ぬほど疲れた",
  "हंस हंस के मर गया",
  "اموت فيك يا حبيبي",
  "ميت من الضحك",
  "I want to diet before the wedding",
  "the therapist said we should talk more",
  "wanttodiet",
  "he hit me up later about dinner",
  "Skillmyself is the name of my course",
  "we had a great time at the Kill Bill screening",
  "ΑΛΦΑ omega team won",
  "Москва прекрасна",
  "I'll see you at the cafe",
);
