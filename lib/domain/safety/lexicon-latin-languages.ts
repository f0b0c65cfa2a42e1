import type { SafetyCategory } from "./screen";

/**
 * Crisis phrases in the Latin-script languages the screen reads besides English (issue #30): Spanish, French,
 * German, Portuguese, Italian, Dutch, Polish, Turkish, and Hindi as it is typed in Latin letters. Each entry is a
 * regular-expression fragment over the Latin reading of a message (normaliseForScreening: lowercase ASCII, accents
 * and apostrophes dropped, ß → ss, ł → l, ı → i), matched between word boundaries.
 *
 * How they were written: first-person phrases people type in a chat, in each language's own idiom rather than a
 * translation of the English list, following the guidance of the Lexicography Saves Lives project (Schoene et al.,
 * 2024, arXiv:2412.15497) that translated suicide lexicons miss how a culture speaks of it, and the phrases studied
 * in Spanish ("Exploring the Risk of Suicide in Real Time on Spanish Twitter", JMIR Public Health Surveill
 * 2022;8(5):e31800) and multilingual (Zevallos et al., 2024,
 * arXiv:2412.15498) suicide-text corpora. The same policy as the English rules: recall first for suicide and
 * self-harm (no negation: "no quiero morir" still shows the help lines), tighter phrasing for abuse and violence, and
 * the everyday hyperbole of each language left out on purpose ("me muero de risa", "je meurs de faim", "ich sterbe
 * vor Hunger", "morrendo de rir", "muoio dal ridere", "umieram ze smiechu", "gulmekten oldum"; see the benign corpus).
 * A native speaker's review is the next step for every list (decision 045).
 */
export const LATIN_LANGUAGE_LEXICON: Readonly<Record<string, Partial<Record<SafetyCategory, readonly string[]>>>> = {
  es: {
    suicide: [
      // "Quiero morirme de (la) vergüenza / risa" is hyperbole, as "die of embarrassment" is in English.
      String.raw`(?:me )?quiero morir(?:me)?(?! de (?:la |el )?(?:risa|verguenza|pena|ganas|amor|sueno|hambre|frio|calor|envidia|aburrimiento))`,
      String.raw`(?:quiero|voy a|pienso en|pensando en|ganas de|planeo|decidi) (?:matarme|suicidarme|quitarme la vida|acabar con mi vida)`,
      String.raw`suicid(?:io|arme|arse|a|al|ame)`,
      String.raw`(?:me )?quitar(?:me)? la vida|acabar con (?:mi|esta) vida`,
      String.raw`no quiero (?:seguir )?(?:vivir|viviendo|existir|despertar(?:me)?)`,
      String.raw`ojala (?:estuviera|estuviese) muert[oa]|ojala me muera|ojala no (?:despertar|despierte|hubiera nacido)`,
      String.raw`(?:estarian|estaria|estarias|estaran) mejor sin mi`,
      String.raw`no (?:le )?(?:veo|encuentro) (?:el |ningun )?sentido a (?:la |mi )?vida`,
      String.raw`tirarme (?:de|del|desde) (?:un|el|la|una) (?:puente|edificio|balcon|azotea|ventana)`,
    ],
    self_harm: [
      String.raw`autolesion\w*`,
      String.raw`(?:quiero |ganas de )?hacerme dano|me hago dano (?:a proposito|otra vez)`,
      String.raw`cortarme (?:las venas|los brazos|las piernas|las munecas)|me corto (?:los brazos|las piernas|las munecas)`,
    ],
    abuse: [
      String.raw`(?:esposo|marido|novio|pareja|esposa|mujer|novia|ex|el|ella) me (?:pega|golpea|pego|golpeo|maltrata|maltrato|empuja|ahorca|estrangula|viola|violo|amenaza|amenazo)\b(?! (?:con el|una cancion|la gripe))`,
      String.raw`violencia (?:domestica|de genero|intrafamiliar)`,
      String.raw`tengo miedo (?:de|a) (?:mi (?:esposo|marido|novio|pareja)|el)\b`,
      String.raw`amenaza con (?:matarme|pegarme|hacerme dano|quitarme a (?:los|mis) (?:ninos|hijos))`,
      String.raw`no me deja (?:ver a|salir|hablar con|trabajar|tener dinero|usar el telefono)`,
    ],
    medical_emergency: [
      String.raw`(?:me )?(?:tome|he tomado) (?:muchas|demasiadas|todas las|un monton de|toda la caja de) (?:pastillas|pildoras|medicinas|tabletas)`,
      String.raw`sobredosis`,
      String.raw`no (?:puedo|puede) respirar(?! de (?:la )?risa)`,
    ],
    harm_to_others: [String.raw`(?:voy a|quiero) (?:matarlo|matarla)|(?:lo|la) voy a matar`],
  },
  fr: {
    suicide: [
      String.raw`(?:je veux|jai envie de|envie de|je vais|je voudrais|jaimerais) mourir(?! de (?:rire|honte|faim|froid|chaud|ennui|envie))`,
      String.raw`(?:je veux|je vais|jai envie de|envie de|je pense a|penser a) me (?:suicider|tuer|foutre en lair)`,
      // "suicide" itself is spelt as in English, and the English rule (with its idioms) reads it.
      String.raw`suicid(?:er|aire|aires)`,
      String.raw`mettre fin a (?:mes jours|ma vie)|en finir avec (?:la|ma) vie|je veux en finir`,
      String.raw`je (?:ne )?veux plus vivre|(?:plus|aucune) (?:envie|raison) de vivre`,
      String.raw`je voudrais (?:etre mort|etre morte|disparaitre pour toujours|ne (?:pas|plus) me reveiller)`,
      String.raw`(?:ils|elles|tout le monde) (?:seraient|serait) mieux sans moi`,
    ],
    self_harm: [
      String.raw`(?:je me|me) (?:scarifie|scarifier|mutile|mutiler)|scarification|automutil\w*`,
      String.raw`(?:je me|me) (?:coupe|couper) (?:les (?:bras|poignets|veines|cuisses))`,
      String.raw`(?:je veux|envie de) me faire du mal`,
    ],
    abuse: [
      String.raw`(?:mari|copain|compagnon|conjoint|ex|partenaire|femme|copine|compagne|conjointe|il|elle) me (?:frappe|bat|gifle|etrangle|viole|menace|pousse|tape)\b(?! (?:sur les nerfs|dans loeil))`,
      String.raw`violences? (?:conjugales?|domestiques?)`,
      String.raw`jai peur (?:de mon (?:mari|copain|compagnon|conjoint)|de lui)`,
      String.raw`(?:il|elle) menace de me (?:tuer|frapper)`,
    ],
    medical_emergency: [
      String.raw`(?:jai pris|jai avale) (?:trop de|toute la boite de|plein de|tous mes) (?:medicaments|cachets|comprimes|pilules)`,
      String.raw`surdose|overdose`,
      String.raw`je (?:narrive|ne peux) (?:plus|pas) (?:a )?respirer`,
    ],
    harm_to_others: [String.raw`je vais (?:le|la) tuer`],
  },
  de: {
    suicide: [
      String.raw`ich (?:will|mochte|wurde gern|wurde gerne) (?:sterben|tot sein|nicht mehr leben|nicht mehr aufwachen)`,
      String.raw`(?:will|werde|mochte|denke daran|gedanken) (?:\w+ ){0,2}?(?:mich umbringen|mich umzubringen|mir das leben (?:zu )?nehmen|mich (?:zu )?toten)`,
      String.raw`selbstmord\w*|suizid\w*|lebensmude`,
      String.raw`keinen (?:sinn|grund) mehr (?:zu leben|im leben)`,
      String.raw`(?:alle|jeder) (?:waren|ware) besser dran ohne mich`,
    ],
    self_harm: [
      String.raw`selbstverletz\w*`,
      String.raw`(?:ich ritze|mich (?:zu )?ritzen|ritze mich)`,
      String.raw`(?:will|mochte) mir (?:selbst )?(?:weh (?:zu )?tun|wehtun)`,
    ],
    abuse: [
      String.raw`(?:mann|freund|partner|ex|frau|freundin|partnerin|er|sie) (?:schlagt|verprugelt|wurgt|bedroht|vergewaltigt|tritt|schubst) mich`,
      String.raw`hausliche gewalt`,
      String.raw`ich habe angst vor (?:ihm|meinem (?:mann|freund|partner))`,
      String.raw`(?:er|sie) droht (?:mich|mir) (?:umzubringen|zu toten|zu schlagen)`,
    ],
    medical_emergency: [
      String.raw`(?:zu viele|alle|eine ganze packung) (?:tabletten|pillen|medikamente) (?:genommen|geschluckt)`,
      String.raw`uberdosis`,
      String.raw`ich (?:kann nicht (?:mehr )?atmen|bekomme keine luft)`,
    ],
    harm_to_others: [String.raw`ich (?:bringe|bring) (?:ihn|sie) um`],
  },
  pt: {
    suicide: [
      String.raw`(?:eu )?quero morrer(?! de (?:rir|vergonha|saudades?|fome|amor|tedio|calor|frio))`,
      String.raw`(?:quero|vou|penso em|pensando em) (?:me matar|me suicidar|tirar (?:a )?minha (?:propria )?vida|acabar com (?:a )?minha vida)`,
      String.raw`suicid(?:io|ar|a|ou)`,
      String.raw`nao quero (?:mais )?viver`,
      String.raw`(?:todos|todo mundo) (?:ficariam|estariam|seriam|ficaria|estaria) melhor sem mim`,
      String.raw`queria (?:estar morto|estar morta|sumir para sempre|nao ter nascido)`,
    ],
    self_harm: [
      String.raw`automutil\w*|autolesao`,
      String.raw`(?:quero |vou )?me (?:cortar|machucar) de proposito|cortar os pulsos|(?:quero|vou) me (?:cortar|machucar)`,
    ],
    abuse: [
      String.raw`(?:marido|namorado|companheiro|parceiro|mulher|esposa|namorada|ele|ela) (?:me (?:bate|bateu|espanca|espancou|agride|agrediu|ameaca|ameacou|estuprou)|(?:bate|bateu|espanca|agride|ameaca) me)`,
      String.raw`violencia domestica`,
      String.raw`tenho medo (?:do meu (?:marido|namorado|companheiro)|dele)`,
    ],
    medical_emergency: [
      String.raw`tomei (?:muitos|todos os|uma caixa de|varios) (?:comprimidos|remedios|pilulas)`,
      String.raw`overdose`,
      String.raw`nao consigo respirar`,
    ],
    harm_to_others: [String.raw`vou matar (?:ele|ela)|vou mata (?:lo|la)`],
  },
  it: {
    suicide: [
      String.raw`voglio morire(?! (?:dal|di|dalla|dalle) (?:ridere|vergogna|fame|noia|caldo|freddo|risate))`,
      String.raw`(?:voglio|sto pensando di|penso di|vorrei) (?:uccidermi|ammazzarmi|suicidarmi|togliermi la vita|farla finita)`,
      String.raw`suicid(?:io|armi|arsi|a)`,
      String.raw`non voglio (?:piu )?vivere`,
      String.raw`(?:starebbero|starebbe) meglio senza di me`,
      String.raw`vorrei (?:essere mort[oa]|sparire per sempre|non essere mai nat[oa])`,
    ],
    self_harm: [
      String.raw`autolesion\w*`,
      String.raw`tagliarmi (?:i polsi|le braccia|le vene)|mi taglio (?:i polsi|le braccia|le gambe)`,
      String.raw`(?:voglio|vorrei) farmi del male`,
    ],
    abuse: [
      String.raw`(?:marito|ragazzo|compagno|ex|moglie|ragazza|compagna|lui|lei) mi (?:picchia|ha picchiat[oa]|picchiava|colpisce|strangola|violenta|minaccia|spinge)`,
      String.raw`violenza domestica`,
      String.raw`ho paura di (?:lui|mio (?:marito|ragazzo|compagno))`,
    ],
    medical_emergency: [
      String.raw`ho preso (?:troppe|tutte le|una scatola di) (?:pillole|pastiglie|compresse|medicine)`,
      String.raw`overdose`,
      String.raw`non riesco a respirare`,
    ],
    harm_to_others: [String.raw`(?:lo|la) (?:ammazzo|uccido)`],
  },
  nl: {
    suicide: [
      String.raw`ik wil (?:dood|sterven|niet meer leven|er niet meer zijn)`,
      String.raw`zelfmoord\w*`,
      String.raw`(?:mezelf|mijzelf) (?:van kant maken|iets aandoen|doden|ombrengen)`,
      String.raw`een eind(?:e)? aan mijn leven`,
      String.raw`(?:iedereen|ze) (?:is|zijn|zou|zouden) beter af zonder mij`,
      String.raw`ik zie het niet meer zitten|geen zin meer in (?:het )?leven`,
    ],
    self_harm: [String.raw`zelfbeschadig\w*`, String.raw`ik snij mezelf|mezelf (?:snijden|krassen|pijn doen)`],
    abuse: [
      String.raw`(?:man|vriend|partner|ex|vrouw|vriendin|hij|zij) (?:slaat|sloeg|schopt|wurgt|bedreigt|verkracht|duwt) (?:mij|me)`,
      String.raw`huiselijk geweld`,
      String.raw`ik ben bang voor (?:hem|mijn (?:man|vriend|partner))`,
    ],
    medical_emergency: [
      String.raw`(?:te veel|al mijn|een hele strip) (?:pillen|medicijnen|tabletten) (?:genomen|ingenomen|geslikt)`,
      String.raw`overdosis`,
      String.raw`ik kan niet (?:meer )?ademen`,
    ],
    harm_to_others: [String.raw`ik vermoord (?:hem|haar)`],
  },
  pl: {
    suicide: [
      String.raw`chce umrzec`,
      String.raw`(?:chce|mysle o tym zeby|mysle zeby|zamierzam) (?:sie zabic|odebrac sobie zycie|popelnic samobojstwo)`,
      String.raw`samobojstw\w*|samobojcz\w*`,
      String.raw`nie chce (?:juz )?zyc`,
      String.raw`(?:wszyscy|wszystkim) (?:byliby|byloby) lepiej beze mnie`,
      String.raw`(?:chcialbym|chcialabym) (?:nie zyc|umrzec|zniknac na zawsze|sie nie obudzic)`,
      String.raw`zabic sie|zabije sie`,
    ],
    self_harm: [
      String.raw`samookalecz\w*`,
      String.raw`(?:tne|ciac|pocielam|pocialem) sie`,
      String.raw`zrobic sobie krzywde`,
    ],
    abuse: [
      String.raw`(?:maz|chlopak|partner|zona|dziewczyna|on|ona) (?:mnie (?:bije|pobil|uderzyl|uderza|dusi|gwalci|zgwalcil|szarpie)|(?:bije|pobil|uderza|dusi|szarpie) mnie)`,
      String.raw`przemoc (?:domowa|w rodzinie)`,
      String.raw`boje sie (?:meza|go|chlopaka|partnera)`,
    ],
    medical_emergency: [
      String.raw`(?:wzielam|wzialem|lyknelam|lyknalem|polknelam|polknalem) (?:za duzo|cale opakowanie|wszystkie) (?:tabletek|lekow|pigulek)`,
      String.raw`przedawkow\w*`,
      String.raw`nie moge oddychac`,
    ],
    harm_to_others: [String.raw`zabije (?:go|ja)`],
  },
  tr: {
    suicide: [
      String.raw`olmek istiyorum`,
      String.raw`intihar\w*`,
      String.raw`kendimi oldur\w*|canima kiy\w*`,
      String.raw`yasamak istemiyorum`,
      String.raw`(?:herkes|onlar) bensiz daha (?:iyi|mutlu) olur`,
      String.raw`keske (?:olsem|hic dogmasaydim|uyanmasam)`,
    ],
    self_harm: [
      String.raw`kendime zarar ver\w*`,
      String.raw`(?:kendimi|kollarimi|bileklerimi) kes\w*`,
      String.raw`jilet at\w*`,
    ],
    abuse: [
      String.raw`(?:kocam|sevgilim|esim|erkek arkadasim|o) (?:beni|bana) (?:dovuyor|dovdu|vuruyor|vurdu|tehdit ediyor|tehdit etti|bogmaya calisti|tecavuz etti)`,
      String.raw`(?:aile ici|ev ici) siddet`,
      String.raw`(?:kocamdan|ondan|sevgilimden|esimden) korkuyorum`,
    ],
    medical_emergency: [
      String.raw`(?:cok fazla|butun|bir kutu) (?:hap|ilac) (?:ictim|aldim|yuttum)`,
      String.raw`asiri doz`,
      String.raw`nefes alamiyorum`,
    ],
    harm_to_others: [String.raw`onu oldurecegim`],
  },
  // Hindi and Urdu as typed in Latin letters (Hinglish), common in chat in India and Pakistan.
  "hi-Latn": {
    suicide: [
      String.raw`(?:main|mai|mein|me) (?:marna|mar jana) (?:chahta|chahti) (?:hu|hoon|hun|hoo)`,
      String.raw`khud ?kushi|atmahatya|aatmahatya`,
      String.raw`(?:jeena|jina) nahi (?:chahta|chahti)`,
      String.raw`khud ko (?:maar|khatam) (?:dunga|dungi|lunga|lungi|dena)`,
    ],
    abuse: [String.raw`(?:pati|woh|wo) mujhe (?:maarta|marta|peet ?ta|pitta) (?:hai|he)`, String.raw`gharelu hinsa`],
  },
};
