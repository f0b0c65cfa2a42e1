import type { SafetyCategory } from "./screen";

/**
 * Crisis phrases in Russian, Chinese (simplified and traditional), Japanese, Hindi and Arabic (issue #30), matched on
 * the native reading of a message (normalise.ts nativeReading: lowercase, marks dropped, so й reads и, ё reads е, だ
 * reads た, Arabic vowel signs go, and Arabic alef, ya and ta marbuta forms read one way). The patterns are folded the
 * same way when they are compiled, so they are written here as people write them.
 *
 * Chinese and Japanese are matched without word boundaries (they have no spaces); the others between them. Sources and
 * policy as in lexicon-latin-languages.ts, and for these languages also: the Japanese "消えたい" (I want to disappear)
 * as a suicide-related keyword (Fahey, Boo & Ueda, Soc Sci Med 2020;253:112960), the Chinese microblog "tree hole"
 * studies (Cao et al., 2019, arXiv:1910.12038; Liu et al., JMIR 2019;21(5):e11705). The everyday hyperbole left out:
 * "笑死" and "累死了" (laughing, tired to death), "想死你了" (missed you to death), "死ぬほど" (to death), "умираю от
 * смеха", "اموت فيك" (I die for you: I adore you).
 */
export const OTHER_SCRIPTS_LEXICON: Readonly<Record<string, Partial<Record<SafetyCategory, readonly string[]>>>> = {
  ru: {
    suicide: [
      String.raw`хочу умереть|хочется умереть`,
      String.raw`поконч\p{L}* с собой|убить себя|убью себя|уйти из жизни|уйду из жизни`,
      String.raw`самоубийств\p{L}*|суицид\p{L}*`,
      String.raw`не хочу (?:больше )?жить|не хочется жить`,
      String.raw`(?:всем|им) будет лучше без меня`,
      String.raw`лучше бы я (?:умер|умерла|не родился|не родилась)`,
    ],
    self_harm: [
      String.raw`самоповрежд\p{L}*|селфхарм`,
      String.raw`режу себя|резать себя|порезать себе (?:руки|вены)|вскрыть вены|режу (?:руки|вены)`,
      String.raw`причин\p{L}* себе боль|делаю себе больно`,
    ],
    abuse: [
      String.raw`(?:муж|парень|партнер|жена|девушка|он|она) (?:меня (?:бьёт|бил|избивает|избил|душит|душил|насилует|изнасиловал)|(?:бьёт|избивает|душит) меня)`,
      String.raw`домашнее насилие`,
      String.raw`боюсь (?:мужа|его|парня)`,
      String.raw`угрожает (?:меня )?убить`,
    ],
    medical_emergency: [
      String.raw`(?:выпил|выпила|наглотался|наглоталась|принял|приняла) (?:много|все|целую пачку|пачку) (?:таблеток|лекарств)`,
      String.raw`передозировк\p{L}*`,
      String.raw`не могу дышать`,
    ],
    harm_to_others: [String.raw`убью (?:его|её)`],
  },
  zh: {
    suicide: [
      // "我想死" but not "我想死你了" (I missed you to death).
      String.raw`我(?:真的|好|很|就)?想死(?![你您他她])`,
      String.raw`不想活|活不下去|不如死了|死了算了`,
      String.raw`自杀|自殺|轻生|輕生`,
      String.raw`结束(?:自己的|我的)?生命|結束(?:自己的|我的)?生命|了结自己|了結自己`,
      String.raw`跳楼|跳樓`,
      String.raw`没有我(?:他们|大家)?会更好|沒有我(?:他們|大家)?會更好`,
    ],
    self_harm: [String.raw`自残|自殘|割腕`, String.raw`伤害自己|傷害自己|划自己|劃自己`],
    abuse: [
      String.raw`家暴|家庭暴力`,
      String.raw`(?:老公|丈夫|男朋友|男友|老婆|妻子|女朋友|他|她)(?:又|经常|經常|总是|總是|一直)?(?:打我|揍我|掐我|踢我|威胁我|威脅我|强奸我|強姦我)`,
      String.raw`我(?:很)?怕(?:他|我老公|我丈夫)`,
    ],
    medical_emergency: [
      String.raw`(?:吃了|吞了)(?:很多|一大把|一整瓶|整瓶)(?:药|藥|安眠药|安眠藥)`,
      String.raw`喘不过气|喘不過氣|无法呼吸|無法呼吸|服药过量|服藥過量`,
    ],
    harm_to_others: [String.raw`我要(?:杀|殺)了(?:他|她)`],
  },
  ja: {
    suicide: [
      String.raw`死にたい|消えたい|いなくなりたい`,
      String.raw`自殺|自死`,
      String.raw`死のうと(?:思|考え)`,
      String.raw`生きていたくない|生きたくない|生きる意味がない`,
      String.raw`首を吊|飛び降り(?:たい|よう|自殺)`,
      String.raw`生まれてこなければ`,
    ],
    self_harm: [String.raw`自傷|リスカ|リストカット`, String.raw`腕を切|自分を傷つけ`],
    abuse: [
      String.raw`dv(?:を|され|被害|受け)|家庭内暴力`,
      String.raw`(?:夫|旦那|彼氏|彼|妻|彼女)(?:に|から)(?:殴られ|蹴られ|首を絞められ|暴力を振るわれ|脅され)`,
      String.raw`(?:夫|旦那|彼氏|彼)が怖い`,
    ],
    medical_emergency: [
      String.raw`(?:薬|睡眠薬)を(?:大量に|たくさん|全部)(?:飲ん|飲み)`,
      String.raw`オーバードーズ|過剰摂取`,
      String.raw`息ができない`,
    ],
    harm_to_others: [String.raw`(?:あいつ|彼|夫|旦那)を殺(?:す|したい|してやる)`],
  },
  hi: {
    suicide: [
      String.raw`मरना चाहत(?:ा|ी)|मर जाना चाहत(?:ा|ी)`,
      String.raw`आत्महत्या|ख़ुदकुशी|खुदकुशी`,
      String.raw`(?:खुद|अपने आप) को (?:मार|ख़त्म|खत्म) (?:दूंगा|दूंगी|डालूंगा|डालूंगी|देना|कर)`,
      String.raw`अपनी जान (?:ले|दे)`,
      String.raw`जीना नहीं चाहत(?:ा|ी)|जीने का मन नहीं`,
      String.raw`मेरे बिना सब (?:खुश|बेहतर)`,
    ],
    self_harm: [String.raw`खुद को (?:चोट|नुकसान) पहुंचा`, String.raw`(?:अपनी )?कलाई काट|खुद को काट`],
    abuse: [
      String.raw`(?:पति|वह|वो) मुझे (?:मारता|मारते|पीटता|पीटते|धमकाता|धमकाते)`,
      String.raw`घरेलू हिंसा`,
      String.raw`मुझे (?:अपने पति से|उससे|उनसे) डर लगता`,
    ],
    medical_emergency: [String.raw`बहुत सारी (?:गोलियां|गोलियाँ|दवाइयां|दवाइयाँ) खा`, String.raw`सांस नहीं ले पा`],
    harm_to_others: [String.raw`मैं उसे मार (?:दूंगा|डालूंगा|दूंगी|डालूंगी)`],
  },
  ar: {
    suicide: [
      // Standard, Gulf ("abi"), Levantine ("baddi") and Egyptian ("aayez") ways to say "I want to die".
      String.raw`(?:أريد|اريد) (?:أن|ان) (?:أموت|اموت)|أبي أموت|بدي موت|بدي اموت|(?:عايز|عاوز|عايزه|عاوزه) (?:أموت|اموت)`,
      String.raw`انتحار|انتحر|سأنتحر|سانتحر|(?:أقتل|اقتل) (?:نفسي|حالي)`,
      String.raw`(?:أنهي|انهي) حياتي`,
      String.raw`لا (?:أريد|اريد) (?:أن|ان) (?:أعيش|اعيش)|مش (?:عايز|عايزه) (?:أعيش|اعيش)|ما بدي عيش`,
      String.raw`الكل (?:أحسن|احسن) بدوني`,
    ],
    self_harm: [
      String.raw`إيذاء (?:النفس|نفسي)|ايذاء (?:النفس|نفسي)`,
      String.raw`(?:أجرح|اجرح) نفسي`,
      String.raw`(?:أقطع|اقطع) (?:يدي|معصمي|شراييني)`,
    ],
    abuse: [
      String.raw`(?:زوجي|خطيبي|صاحبي|هو) (?:يضربني|ضربني|يهددني|هددني|يخنقني|اغتصبني)`,
      String.raw`العنف الأسري|العنف الاسري|عنف أسري|عنف اسري`,
      String.raw`(?:خايفة|خائفة) (?:منه|من زوجي)`,
    ],
    medical_emergency: [
      String.raw`(?:أخذت|اخذت|بلعت) (?:كثير من|كل) (?:الحبوب|الدواء|الأدوية|الادوية)`,
      String.raw`جرعة زائدة`,
      String.raw`لا (?:أستطيع|استطيع) التنفس|مش قادر (?:أتنفس|اتنفس)`,
    ],
    harm_to_others: [String.raw`سأقتله|سأقتلها|راح (?:أقتله|اقتله)`],
  },
};

/** Languages written without spaces between words: their patterns match anywhere in the text. */
export const UNSPACED_LANGUAGES: ReadonlySet<string> = new Set(["zh", "ja"]);
