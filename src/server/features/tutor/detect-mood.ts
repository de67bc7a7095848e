/**
 * How the learner feels about what they just said: a hard time ('negative': a rude guest, a stressful week), a
 * taste ('dislike': hating horror films), something they enjoy ('positive'), or none of these. After 'but',
 * 'although' or 'however' the second part carries the mood when it has one: "I like my job but the guests are
 * rude" is a hard time, "It was hard but fun" a good one.
 */
import nlp from 'compromise';
import type { Mood } from './reaction-templates';
import { LOSS_TOLD } from './follow-up/loss-told';

/** 'It is hard but interesting', 'tiring but rewarding': what makes the effort worth it is good news too. */
const POSITIVE = /\b(finally (?:finished|passed|got|graduated|did it|found|bought|moved)|(?:got|get|gets|gave|give|gives|given) (?:me |him |her |us )?a (?:promotion|pay rise|raise|scholarship)|promoted|promotion|got (?:the|a new|my dream) job|passed (?:my|the|our) (?:\w+ )?(?:exam|test)|conseguí (?:el|un|mi) (?:trabajo|puesto|empleo)|me (?:ascendieron|han ascendido|dieron el trabajo)|aprobé|peaceful|relaxing|love|loved|enjoy|enjoyed|like|liked|great|fun|amazing|happy|excited|exciting|interesting|fascinating|rewarding|satisfying|fulfilling|worth it|favou?rite|best|beautiful|delicious|wonderful|nice|lovely|fantastic|proud|funny|hilarious|supportive|helpful|friendly|welcoming|caring|kind(?! of\b)|gusta|encanta|genial|feliz|bien|interesante|divertid[oa]|content[oa]s?|alegre|emocionad[oa]s?|(?:llor[óoa]|lloraba|lloramos|lloré) de (?:felicidad|alegría|emoción)|(?:^|(?:but|and|y|pero) )(?:i|we|yo) (?:finished|made it|did it|won|managed it|lo logr[ée]|lo conseguí|termin[ée])(?=\s*[.!,]*\s*$))\b/i;
/**
 * Well-being denied ('I'm not feeling well', "I don't feel good", 'No me siento bien'), not a skill ('not good at
 * cooking'): a hard time here, and the learner unwell in follow-up/how-i-feel.ts.
 */
export const WELL_BEING_DENIED = {
  // 'I'm not good at it', 'not good in maths', 'not good on it' (as learners say it): a skill, not how they feel.
  // Nor a skill said with its person's noun, as learners say it ('I am not good cook', 'not good driver').
  en: String.raw`\bI(?:'m| am) not (?:feeling )?(?:very |so |too )?(?:well|good|great|ok|okay)(?! (?:at|with|about|for|in|on)\b| (?:an? )?(?:cook|[a-z]+(?:er|or|ist|ian))\b)|\bI (?:don't|do not) feel (?:very |so |too )?(?:well|good|great)(?! (?:at|with|about|for)\b)`,
  es: String.raw`\bno (?:me siento|estoy|me encuentro) (?:muy |nada |demasiado )?bien(?! (?:de|con|en|para)\b)`,
} as const;
/**
 * A night, a day or a thing that went badly ('I didn't sleep well', 'The exam didn't go well', 'No dormí bien', 'No me
 * fue bien'): 'well' and 'bien' denied, which alone would read as good news; sleep lost, and noise made.
 */
export const WENT_BADLY = {
  en: String.raw`\bI (?:didn't|did not|couldn't|could not|haven't|have not|can't|cannot) (?:sleep|slept)(?: very| so| too)? (?:well|much)\b|\bI (?:can't|cannot|couldn't|could not) sleep\b|\b(?:make|makes|made|making) (?:so much |a lot of |too much )?noise\b|\b(?:is|are|was|were) (?:very |so |really |too )?noisy\b|\b(?:it|things|everything|the (?:exam|test|interview|trip|day|party|meeting)) (?:didn't|did not|hasn't|has not) (?:go|gone)(?: very| so| too)? well\b|\bI (?:didn't|did not) have a (?:good|great|nice) (?:time|day|night|weekend)\b|\b(?:barks?|barking|snores?|snoring|cries|screams?|screaming) (?:all|every) (?:night|day|morning)\b`,
  es: String.raw`(?<![\p{L}])no (?:(?:me|nos|lo|la) )?(?:dormí|duermo|dormimos|he dormido|pude dormir|puedo dormir|descansé|he descansado|pasé|pasamos|he pasado|fue|salió|ha ido|ha salido|va|sale)(?: muy| nada| demasiado)? bien(?![\p{L}])|(?<![\p{L}])no (?:puedo|pude|podía|he podido) (?:dormir|descansar)(?![\p{L}])|(?<![\p{L}])(?<![Nn]o )(?:hace|hacen|hacía|hacían|hay) (?:mucho |tanto |demasiado )?ruido(?![\p{L}])|(?<![\p{L}])(?:ladra|ladran|ronca|roncan|llora|lloran|grita|gritan) (?:toda la noche|todas las noches|todo el día|cada noche)(?![\p{L}])`,
} as const;
/** A hard time: how it felt, what people did to the learner, what went wrong. */
const HARDSHIP = new RegExp(
  String.raw`\b(?:stressful|stressed|difficult|hard|tough|tired|tiring|exhausted|exhausting|demanding|unemployed|jobless|out of work|sad|unhappy|upset|worried|nervous|anxious|scared|frightened|frustrat(?:ed|ing)|annoy(?:ed|ing)|disappoint(?:ed|ing)|overwhelmed|homesick|lonely|sick|ill|hurt|injured|painful|sore|in pain|problems?|(?:an|big|huge|terrible) argument|argued|quarrel(?:l?ed)?|(?:had|have|got into) a (?:big |huge |terrible )?fight|fought with|terrible|awful|horrible|angry|rude|unfair|struggl(?:e|es|ed|ing)|cried|crying|` +
    // 'stress' written for 'stressful', as learners often do: 'is very stress', 'so much stress'.
    '(?:is|was|are|very|so|too|really|much|a lot of) stress|(?:is|are|was|were) (?:very |so |too |really )?expensive|' +
    // Well-being denied: 'I'm not feeling well', 'No me siento bien' (not 'not good at cooking').
    `${WELL_BEING_DENIED.en}|${WELL_BEING_DENIED.es}|${WENT_BADLY.en}|${WENT_BADLY.es}|` +
    '(?:shout|shouts|shouted|shouting|yell|yells|yelled|yelling|scream|screams|screamed|screaming) (?:at|to) (?:me|us)|laughed at (?:me|us)|(?:lost|broke|has lost|has broken) (?:my|his|her|their|our)|' +
    // A misfortune of the learner's people too: 'my husband lost his job', 'he didn't study at all', 'she had an accident'.
    // Something bad ('very bad traffic', 'the weather is bad'), not 'not bad', nor bad at a skill.
    '(?:very |so |really |too |quite |pretty )?bad (?:traffic|weather|luck|news|headache|cold|flu|cough|back|knee|experience|mood|week|day|night|service|neighbou?rs?|boss|landlord|food)|(?:is|are|was|were|got) (?:very |so |really |too |quite |pretty )?bad\\b(?! (?:at|for)\\b)|' +
    'traffic jams?|stuck in traffic|(?:so much|too much|a lot of|heavy) traffic|' +
    // Less than hoped: 'the salary is lower than I expected', 'not what I wanted' (a price lower than expected is good news).
    '(?:salary|pay|offer|mark|score|grade|result)s? (?:is|was|are|were) (?:much |a bit |a little )?(?:lower|less|smaller) than (?:i|we) (?:expected|hoped|wanted|thought)|worse than (?:i|we) (?:expected|hoped|thought)|not (?:what|as good as) (?:i|we) (?:expected|hoped|wanted)|' +
    // Means lacking: 'I don't have (enough) money', 'I can't afford it'.
    '(?:don\'t|do not|never) have (?:enough |any |much |the )?money|(?:can\'t|cannot|can not|couldn\'t) afford|' +
    '(?:didn\'t|did not|never) (?:study|studied|pass|passed)|(?:had|was in|were in) an? (?:car |bad |small )?accident|(?:fell|fall|falls|fallen|falled) (?:down |off |from )(?:the |a |his |her |my |their )?(?:stairs|ladder|bike|bicycle|horse|tree|roof|chair|bed|wall|steps)|passed away|died|(?:is|was|are|were) in (?:the )?hospital|(?:was|were|got) (?:stolen|robbed|fired|cancelled|canceled)|cancel(?:l?ed|s) (?:the|our|my|his|her|their|a|an) (?:\\w+ )?(?:contract|order|project|deal|trip|flight|booking|wedding)|failed|a bad day|' +
    // Spanish: how it felt, what people did, what went wrong.
    String.raw`(?:lloro|lloras|llora|lloramos|lloran|lloró|lloraba|llorando)(?! de (?:risa|alegría|felicidad|emoción))|no (?:hablo con|tengo a|conozco a|veo a) nadie|no tengo (?:suficiente |bastante |nada de |mucho )?dinero|(?:tengo|hay|con) (?:mucho |muchos |tanto |demasiado |muchísimo )?(?:estrés|estres|stress)|(?<![Nn]o )(?:es|son|está|están|era|eran|fue|fueron|estaba|estaban) (?:muy |tan |demasiado )?(?:car[oa]s?|carísim[oa]s?)(?![\p{L}])|(?:est[aá]n?|estaba|estaban|lleg[oó]|llegaron|vino|vinieron) (?:ya )?rot[oa]s?(?![\p{L}])|no (?:encontr[eé]|encontramos|he encontrado|hemos encontrado) nada(?! (?:malo|mal|raro|extraño)(?![\p{L}]))|no me (?:lo |la )?puedo permitir|(?:mucho|muchísimo|demasiado|tanto) tráfico|atascos?|discut(?:í|imos|ió|ieron) con (?:mi|mis|el|la|los|las) \p{L}+(?![^.!?]*(?<![\p{L}])(?:sobre|acerca|qué|cómo)(?![\p{L}]))|(?:nos|me) pele(?:amos|é)|una (?:pelea|discusión)|mal|cansad[oa]s?|triste|dif[ií]cil(?:es)?|dur[oa]s?|estresad[oa]s?|estresante|preocupad[oa]s?|nervios[oa]s?|enferm[oa]s?|doloros[oa]s?|me duele|me duelen|me dolió|me dolieron|me dolía|problemas?|terrible|horrible|enfadad[oa]s?|enojad[oa]s?|ruidos[oa]s|maleducad[oa]s|groser[oa]s|me (?:grit[óa]|gritaron|insult[óa]|robaron)|perd[ií] (?:mi|mis|el|la|los|las)|he perdido (?:mi|mis|el|la|los|las)|suspend[ií]|perdió (?:su|sus|el|la|los|las)|ha perdido (?:su|sus|el|la|los|las)|suspendió|no estudi[óa]|se (?:me |le )?(?:rompió|ha roto) (?:el|la|un|una|mi|su)|se me (?:estropeó|ha estropeado|perdió|ha perdido)|tuvo un accidente|(?:murió|falleció)|(?:está|estuvo) en el hospital)(?![\p{L}])`,
  'iu',
);
/** A taste against: 'I hate...', 'boring', 'No me gusta...', 'aburrida', 'odio', 'no soporto', 'me molesta', 'malísima', 'antipático'. */
const DISLIKE = /\b(hate|hated|boring|bored|can't stand|(don't|do not|doesn't|does not|didn't|did not|never|no)\s+(\w+\s+)?(like|love|enjoy|gusta|gustan|gustó)|it annoys me|aburrid[oa]s?|(?:estoy|estamos) (?:muy |un poco |ya )?hart[oa]s?|odio|odiaba|no soporto|no aguanto|(?<!no )me (?:molesta|molestan|fastidia|fastidian)|malísim[oa]s?|antipátic[oa]s?)(?![\p{L}])/iu;

/**
 * A feeling disliked is a hard time, not a taste: 'I don't like this feeling', 'I hate feeling like this', 'I hate how I
 * feel', 'I don't like being so nervous', 'No me gusta sentirme así', 'Odio esta sensación'. A thing or an activity
 * disliked ('I don't like horror films', 'I hate feeling the cold wind', 'No me gusta estar sola los domingos') stays a taste.
 */
const DISLIKED_FEELING = new RegExp(
  String.raw`\b(?:(?:don't|do not|didn't|did not)\s+(?:really\s+)?(?:like|enjoy)|hate|hated|can't stand|cannot stand)\s+(?:(?:this|that|the|these|those)\s+(?:\w+\s+)?(?:feelings?|sensations?|emotions?|moods?)\b|feeling\s+(?:like\s+(?:this|that)|this way|that way|so\b|(?:very |so |this |that |really )?(?:sad|lonely|alone|nervous|anxious|stressed|tired|stupid|useless|lost|scared|afraid|down|bad|sick|weak|empty|helpless|worried|angry|depressed))|how\s+I\s+(?:feel|felt|am feeling)\b|(?:being|to be|to feel)\s+(?:so |very |this |that |really |always )?(?:sad|lonely|alone|nervous|anxious|stressed|tired|stupid|useless|lost|scared|afraid|down|sick|weak|empty|helpless|worried|angry|depressed|like this)\b)` +
    String.raw`|(?<![\p{L}])(?:no me gusta|odio|no soporto|no aguanto)\s+(?:(?:est[ae]|es[ae]|la|el)\s+(?:\p{L}+\s+)?(?:sensación|sentimiento|emoción)|sentirme|estar\s+(?:así|tan\s+\p{L}+|triste|sol[oa]|nervios[oa]|cansad[oa]|estresad[oa]|preocupad[oa]))(?![\p{L}])`,
  'iu',
);

/**
 * A good word denied ('Not great.', 'It wasn't very nice', 'I am not happy with my job', 'No muy bien', 'No fue
 * divertido'): a hard time, or a taste against a work ('The film was not good'); never the good news its word alone
 * would read as. A skill denied ('not good at cooking', 'not good in it' or 'on it' as learners say it) is no mood, and 'not bad' is no
 * hard time.
 */
const GOOD_DENIED = new RegExp(
  String.raw`(?:\b(?:not|isn't|wasn't|aren't|weren't|isnt|wasnt)|n't (?:be|feel|look|seem|sound))(?: (?:very|so|too|that|really|particularly|feeling|going|looking|been|so very))* (?:great|good|well|nice|happy|fun|funny|easy|okay|ok|fine|pleasant)\b(?! at (?!all\b))(?!(?<=good) (?:in|on) (?:it|that|this|them|maths?|math|english|spanish|sports?|cooking|drawing|languages?|\p{L}+ing)\b)(?!(?<=good) (?:an? )?(?:cook|[a-z]+(?:er|or|ist|ian))\b)|` +
    String.raw`(?<![\p{L}])no (?:(?:es|está|estoy|estaba|era|fue|ha sido|estuvo|me siento|me fue|me va|va|salió|ha ido|lo pasé|lo pasamos|entiendo|comprendo|hablo|escribo|leo|pronuncio|oigo|escucho|recuerdo|\p{L}+[oé]) )?(?:muy |tan |nada |demasiado )?(?:bien|buen[oa]s?|bonit[oa]s?|agradable|divertid[oa]s?|fácil|content[oa]s?|feliz|felices|genial)(?![\p{L}])`,
  'iu',
);

/** What a good word denied judges as a taste ('in england the food is not so good', 'the coffee was not good'), not a hard time. */
const TASTED = /\b(?:the |their |this |that )(?:food|coffee|tea|beer|wine|pizza|bread|cooking|cuisine|weather|music|restaurant|hotel|service)s? (?:is|was|are|were|isn'?t|wasn'?t|aren'?t)\b|(?<![\p{L}])(?:la comida|el café|la cerveza|el tiempo|la música|el hotel|el restaurante|el servicio) (?:no )?(?:es|era|fue|está|estaba)(?![\p{L}])/iu;

/**
 * 'Hard' as effort ('a hard worker', 'I study hard'), 'no problem' ('no hay problema') and problems as a skill
 * ('I love solving problems', 'Se me da bien resolver problemas') tell of no hardship.
 */
const NOT_HARDSHIP = /\b(?:(?:is|are|was|has been) (?:often |commonly |widely |sometimes |generally |frequently )?argued|(?<!(?:\bnot|n't|\bnever|\bhardly|\bno longer)\s+(?:\w+\s+){0,2})(?:good|great|skilled|experienced|better|best|used|able) (?:at|in|to) (?:deal(?:ing)?|handl(?:e|ing)|work(?:ing)?|cop(?:e|ing)|manag(?:e|ing)) with (?:(?:difficult|angry|rude|demanding|tough|stressful|hard|unhappy|upset) )?(?:customers|clients|people|situations|patients|guests|colleagues|problems)|(?<!(?:\bnot|n't|\bnever|\bcannot)\s+(?:\w+\s+){0,2})forg(?:et|ot|otten) (?:all )?(?:about )?(?:my|our|his|her|their|the) (?:problems|worries|troubles|stress)|hard[- ]?work(?:er|ers|ing)|(?:solv|resolv|fix|tackl)(?:e|es|ed|ing) (?:(?:complex|difficult|hard|technical|real|practical|people's|customers'|their|other people's) )?problems|problem[- ]solv(?:ing|er)|(?:resolver|resuelvo|resolviendo|solucionar|soluciono|solucionando) (?:(?:los|muchos) )?problemas|(?:not|isn't|wasn't|aren't|weren't) (?:too |that |so |very |really )?(?:bad|difficult|hard|tough|complicated)\b|no (?:está|es|estuvo|fue|ha estado|estaba|era|son|eran) (?:tan |nada |muy )?(?:mal|difícil(?:es)?|dur[oa]s?|complicad[oa]s?)\b|(?:work|works|worked|working|study|studies|studied|studying|try|tries|tried|trying|train|trains|trained|training|practi[cs]e|practi[cs]es|practi[cs]ed|practi[cs]ing)(?: very| really| so)? hard|no problem|no (?:hay )?problemas?|sin problemas?|ningún problema|(?:when|if|whenever) (?:you|people|someone|somebody|one|a person|children|kids) (?:are|is|get|gets|feel|feels) (?:very |a bit |really )?(?:sick|ill|sad|tired|cold|stressed|nervous|upset|hurt))\b/gi;

// NOT_HARDSHIP's last part: a custom for anyone ('In my country when you are sick people make you soup', 'if someone is sad
// we sing'), no hard time of the learner's.
/** Tiredness, and a good time it may follow (a party, a trip, dancing, the beach). */
const TIRED = /(?<![\p{L}])(?:tired|exhausted|worn out|cansad[oa]s?|agotad[oa]s?)(?![\p{L}])/iu;
const TIRED_G = new RegExp(TIRED.source, 'giu');
const GOOD_TIME = /(?<![\p{L}])(?:part(?:y|ies)|danced|dancing|the beach|a concert|festival|wedding|celebrat\p{L}*|fiesta|bail(?:amos|é|aron|ando)|(?:la|a la) playa|concierto|boda|celebr\p{L}*|we had (?:so much |a lot of |great )?fun|lo pasamos (?:muy )?bien|nos divertimos)(?![\p{L}])/iu;

/** Where a turn of thought begins: 'but', 'although', 'however' (Spanish 'pero', 'aunque'). */
export const CONTRAST = /(?:,\s*|\s+)(?:but|although|though|however|pero|aunque)\b[,\s]*/i;
/** A message that is one concession and its main clause ('Although X, Y.', 'Aunque X, Y.'): Y says the mood, unless X is the learner's own. */
const CONCEDED_FIRST = /^(?:in conclusion,\s*|to sum up,\s*|en conclusión,\s*)?(?:although|even though|though|aunque)\s+([^,.!?]+),\s*([^.!?]+[.!?]*)\s*$/i;
/** The learner's own life in what is conceded ('Although my father is in hospital', 'Although I was sick'): its mood counts. */
const FIRST_PERSON = /(?<![\p{L}])(?:i|my|me|we|our|mi|mis|yo|nosotros|nuestra|nuestro)(?![\p{L}])/iu;
/** 'and' before a new subject opens a clause of its own ('..., and I hate small talk', '... y yo odio...'). */
const JOINED_CLAUSE = /(?:,\s*|\s+)(?:and|y)\s+(?=(?:I|we|he|she|they|my|yo|mi)\b)/i;

/**
 * An opinion about people or the world in general ('I think technology makes people lonely', 'In my opinion
 * crime is a big problem in cities', 'I am agree that social media make people lonely'): a view to discuss, as in an exam's discussion, not the learner's hard time.
 */
const GENERAL_OPINION = /^(?:(?:well|personally|honestly),?\s+)?(?:i (?:think|believe|feel|guess|would say)|i(?: am| 'm|'m)? (?:(?:totally|completely|really|also) )?(?:agree|disagree)(?: with (?:you|this|that|the (?:idea|statement|question)))?|in my (?:opinion|view)|for me|it seems to me|i'm sure|i am sure)\b,?(?: that)?\s+(?:nowadays |today |these days |in general |in many countries |in big cities )?(?:(?:many|most|some|young|old|older|poor|rich) )?(?:people|technology|society|social media|the internet|phones|smartphones|children|kids|teenagers|students|parents|governments?|the government|everyone|everybody|cities|big cities|the world|modern life|crime|pollution|unemployment|traffic|tourism|advertising|work(?:ing)? from home)\b/i;

/**
 * A film, a book or a song can be sad, scary or terrible without the learner having a hard time: 'I watched a film
 * yesterday, it is romantic and sad', 'I cried at the end of the book'. Such words are taken as said of the work when
 * the message names one and gives no other cause ('because'); 'terrible', 'awful', 'horrible' are then a taste. The same
 * in Lucía's Spanish: 'Vi una película muy triste'.
 */
const WORK = /\b(?:films?|movies?|books?|novels?|songs?|series|shows?|stor(?:y|ies)|endings?|plays?|poems?|dramas?|episodes?|anime|manga|documentar(?:y|ies)|musicals?|operas?|cartoons?|pel[ií]culas?|libros?|novelas?|canci[oó]n|canciones|historias?|finale?s?|obras? de teatro|telenovelas?)(?![\p{L}])/iu;
const FEELINGS_A_WORK_GIVES = new Set(['sad', 'cried', 'crying', 'scared', 'frightened', 'terrible', 'awful', 'horrible', 'triste', 'i could not sleep', "i couldn't sleep"]);
const BAD_REVIEW = new Set(['terrible', 'awful', 'horrible']);
const HARDSHIP_EVERYWHERE = new RegExp(HARDSHIP.source, 'giu');

/** The hardship words of a text about a work, when all of them are feelings a work gives; null otherwise. */
function feelingsAboutAWork(text: string): string[] | null {
  if (!WORK.test(text) || /\b(?:because|porque)\b/i.test(text)) return null;
  const found = [...text.matchAll(HARDSHIP_EVERYWHERE)].map((m) => m[0].toLowerCase());
  return found.length > 0 && found.every((word) => FEELINGS_A_WORK_GIVES.has(word)) ? found : null;
}

/**
 * Tears said with a laugh ('I was crying too haha', 'lloré mucho jaja'): laughed at, or happy, not a hard time. The
 * laugh must follow the tears in the same sentence.
 */
const TEARS_LAUGHED_AT = /\b(?:cried|crying|cry|cries|lloré|lloro|llorando|lloramos)\b[^.!?]*?(?:\bha(?:ha)+\b|\bhe(?:he)+\b|\blol\b|\bja(?:ja)+\b|😂|🤣|😅)/giu;

/**
 * What a good thing is set against ('It was very peaceful compared to my city, which is very noisy', 'much cheaper than
 * London, where rents are crazy'): what is compared is no hard time of the learner's, when the rest of
 * the sentence is good news.
 */
const DISLIKE_DENIED = /\b(?:anybody|anyone|nobody|no one|somebody|someone|many people|people) (?:who|that) (?:doesn't|does not|don't|do not) (?:like|love|enjoy)\b/gi;
const COMPARED_WITH = /\b(?:compared (?:to|with)|in comparison (?:to|with)|unlike|than|comparad[oa] con|que en)\b[^.!?]*/giu;
function withoutComparedHardship(text: string): string {
  const rest = text.replace(COMPARED_WITH, ' ');
  return rest !== text && POSITIVE.test(rest) && !HARDSHIP.test(rest) ? rest : text;
}

/**
 * A condition on the world ('If the weather is bad, we stay at home', 'Cuando hace frío, leemos'): what may happen, said
 * in the present of something else than the learner, is no hard time they are having, when the rest says something.
 * The learner's own ('When I am sick, nobody helps me') stays.
 */
const CONDITION = /(?:^|,\s*|\s)(?:if|when|whenever|si|cuando)\s+(?!i\b|we\b|yo\b)(?:[\p{L}'’]+\s+){0,4}?(?:is|are|gets|está|están|hace)\s[^,.!?;]*/giu;
function withoutConditions(text: string): string {
  const rest = text.replace(CONDITION, ' ');
  return rest !== text && /\p{L}{3,}/u.test(rest) ? rest : text;
}

/** Words quoted ('what to say after "hello, nice to meet you"') are words talked about, no feeling of the learner's. */
const QUOTED_WORDS = /["“«][^"”»]*["”»]/g;

/**
 * Someone admired ('I admire her because she never gave up, even when she was sick', 'She inspires me'): the hard time
 * they came through is what the learner admires, neither a hard time of the learner's nor good news.
 */
const ADMIRED = /\b(?:i (?:really |truly |so |deeply |always |very much )?(?:admire|look up to)|(?:she|he|they) (?:really |always )?inspires? me|(?:she|he) is my (?:role model|hero|idol))\b/i;

function moodOf(written: string): Mood {
  const text = written.replace(QUOTED_WORDS, ' ');
  if (GENERAL_OPINION.test(text.trim())) return 'neutral';
  // What they came through is no hard time of the learner's, and no good news either: said plainly.
  if (ADMIRED.test(text) && HARDSHIP.test(text)) return 'neutral';
  const cleaned = withoutComparedHardship(withoutConditions(text.replace(NOT_HARDSHIP, ' ').replace(TEARS_LAUGHED_AT, ' ')));
  const ofAWork = feelingsAboutAWork(cleaned);
  if (ofAWork?.some((word) => BAD_REVIEW.has(word))) return 'dislike';
  // 'We danced until three, and on Sunday I was very tired': tired after a good time is the good time's, no hardship.
  if (!ofAWork && TIRED.test(cleaned) && GOOD_TIME.test(cleaned) && !HARDSHIP.test(cleaned.replace(TIRED_G, ' '))) return 'positive';
  if (!ofAWork && HARDSHIP.test(cleaned)) return 'negative';
  if (GOOD_DENIED.test(cleaned)) return WORK.test(cleaned) || TASTED.test(cleaned) ? 'dislike' : 'negative';
  if (DISLIKED_FEELING.test(text)) return 'negative';
  // 'I don't know anybody who doesn't like the mountains': a dislike denied is a liking.
  if (DISLIKE.test(text.replace(DISLIKE_DENIED, ' '))) return 'dislike';
  return POSITIVE.test(text.replace(NAMES_WITH_A_GOOD_WORD, ' ')) ? 'positive' : 'neutral';
}

/**
 * A hard time of the learner's own life ('My father died last month', 'I am unemployed', 'I am so stressed'), not a view of
 * how things are ('The traffic is terrible', 'The weather was awful'): what an examiner meets with sympathy, not only thanks.
 */
const OWN_HARD_TIME = /\b(?:died|dead|passed away|lost (?:my|our|his|her)|sick|ill|illness|hospital|unemployed|jobless|out of work|divorc\w*|broke up|stress(?:ed|ful)?|worried|nervous|anxious|scared|afraid|tired|exhausted|sad|lonely|depressed|accident|hurt|injured|pain|fired|laid off|can'?t sleep|(?:hard|difficult) (?:to|for me))\b/i;
export const isOwnHardTime = (text: string): boolean => OWN_HARD_TIME.test(text);

/** Names of people that hold a good word and say no mood: 'my best friend moved away' is no good news. */
const NAMES_WITH_A_GOOD_WORD = /\bbest (?:friends?|man|mate|mates)\b|(?<![\p{L}])mej(?:or|ores) amig[oa]s?(?![\p{L}])/giu;

/** 'dont', 'didnt', 'cant', 'isnt' as learners type them: a negation read as if written with its apostrophe. */
const withNegationApostrophes = (text: string) =>
  text.replace(/\b(do|does|did|is|are|was|were|have|has|had|could|would|should)nt\b/gi, "$1n't").replace(/\bcant\b/gi, "can't").replace(/\bwont\b/gi, "won't");

/** The part of the message that carries its mood: after its last turn of thought, when that part has one. */

export function moodClause(written: string): string {
  const text = withNegationApostrophes(written);
  // 'Although free university is expensive, I believe the benefits outweigh the costs': what is conceded is not the
  // learner's hard time; the main clause after it says the mood, or none.
  const conceded = CONCEDED_FIRST.exec(text.trim());
  if (conceded && !FIRST_PERSON.test(conceded[1]!)) return conceded[2]!;
  const parts = text.split(CONTRAST);
  const last = parts.at(-1)!;
  if (parts.length > 1) return moodOf(last) !== 'neutral' ? last : text;
  // 'I go to Singapore next month and I hate small talk': of two clauses joined by 'and', the one that says the feeling.
  const joined = text.split(JOINED_CLAUSE);
  const felt = joined.length > 1 ? joined.filter((part) => moodOf(part) !== 'neutral') : [];
  return felt.length === 1 ? felt[0]! : text;
}

/**
 * The sentence of the message that carries its mood, when another says none ('I am very nervous to speak English. I am
 * from Mexico.'): what a feeling is about is asked of it, not of a place told beside it.
 */
export function moodSentence(text: string): string {
  const clause = moodClause(text);
  const sentences = clause.split(/(?<=[.!?])\s+/).filter((sentence) => /\p{L}/u.test(sentence));
  if (sentences.length < 2) return clause;
  const mood = moodOf(clause);
  return sentences.find((sentence) => moodOf(sentence) === mood) ?? clause;
}

/** A hard time turned good after a turn of thought: 'It is hard but interesting', 'Fue difícil pero me encanta'. */
export function isHardTimeTurnedGood(text: string): boolean {
  const parts = text.split(CONTRAST);
  return parts.length > 1 && moodOf(parts.slice(0, -1).join(' ')) === 'negative' && moodOf(parts.at(-1)!) === 'positive';
}

export function detectMood(text: string): Mood {
  return moodOf(moodClause(text));
}

/**
 * A death of someone close told ('My dog died yesterday', 'mi abuela falleció', 'I lost my father last year', as
 * follow-up/loss-told.ts reads it): a teacher meets it with sympathy alone, and leaves the slips in it for another day.
 */
export const tellsALoss = (text: string): boolean => LOSS_TOLD.en.said.test(text) || LOSS_TOLD.es.said.test(text);

/** Something that happened ('a man shouted at me', 'I failed my test'), not a state ('I was tired', 'I had a problem'). */
export function tellsPastEvent(text: string): boolean {
  return nlp(text).match('#PastTense').not('(was|were|felt|had|seemed|looked|got)').found || QUARREL_HAD.test(text);
}

/** A quarrel had is something that happened ('I had a big argument with my sister'), though 'had' alone tells a state. */
const QUARREL_HAD = /\b(?:had|got into) an? (?:\p{L}+ )?(?:argument|fight|quarrel|row)\b/iu;
