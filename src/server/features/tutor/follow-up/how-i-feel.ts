/**
 * "I'm tired today", "Estoy cansada", "I have a cold", "I'm bored": how the learner feels in body or spirits, said of themselves. Met
 * as a friend would (a word of sympathy, then sleep or rest), not as a hard time to be helped through ("Is there
 * anyone who helps you with that?") or an event ("What did you do then?").
 */
import { type Chooser, fillTemplate } from '../choose-variant';
import { detectMood, WELL_BEING_DENIED } from '../detect-mood';
import { wasAlreadyAsked } from '../read-conversation';
import { FAMILY_NEWS } from './family-news';
import { newsTold } from './news-told';
import type { FactResponse } from './respond-to-facts';

type Feeling = {
  /** Said of themselves, now ('I am tired', not 'he was tired yesterday'). */
  said: RegExp;
  acks: readonly string[];
  /** Asked when the message gives no reason. */
  questions: readonly string[];
  /** Asked when it does ('because I worked a lot'). */
  withReason: readonly string[];
};

const INTENSITY = '(?:(?:so|very|really|a bit|a little|quite|pretty|extremely|super|kind of) )*';

/** A part of the body that hurts ('My back hurts', 'Me duele la cabeza'): met with sympathy and asked what they took for it. */
const HURTS_EN = String.raw`\bmy (?:head|back|stomach|tummy|tooth|teeth|throat|neck|ear|ears|knee|knees|leg|legs|arm|foot|feet|eyes?) (?:hurts?|is hurting|are hurting|aches?|is sore|are sore|is killing me)\b|\bI(?:'ve| have)(?: got)? (?:a )?(?:backache|stomach ?ache|toothache|earache|sore (?:back|neck|eyes|legs|feet))\b`;
const HURTS_ES = '(?<![\\p{L}])me duelen? (?:mucho |un poco |muchísimo )?(?:la|el|los|las) (?:cabeza|espalda|estómago|barriga|tripa|garganta|muela|muelas|dientes|oído|oídos|pierna|piernas|pie|pies|brazo|brazos|rodilla|rodillas|ojos|cuello)(?![\\p{L}])|(?<![\\p{L}])tengo dolor de (?:espalda|estómago|barriga|tripa|garganta|muelas|oído)(?![\\p{L}])';

export type FeelingKind = 'tired' | 'unwell' | 'wasUnwell' | 'hurts' | 'bored' | 'happy' | 'hungry' | 'stressed' | 'cold' | 'hot';

export const FEELINGS: Readonly<Record<'en' | 'es', Readonly<Record<FeelingKind, Feeling>>>> = {
  en: {
    tired: {
      // 'Tired of my job' is fed up with it, not tired: left to the rest.
      // 'I'm fine but a bit tired': well, and tired all the same.
      said: new RegExp(String.raw`\bI(?:'m| am| feel| feel like I am)(?: (?:fine|ok|okay|good|well|alright|all right),? but)? ${INTENSITY}(?:tired|exhausted|sleepy|worn out|knackered)\b(?! of\b)`, 'i'),
      acks: ["Oh, I'm sorry you're tired.", 'That happens to all of us sometimes.'],
      questions: ['What made you so tired?', 'Did you sleep well last night?'],
      withReason: ['What will you do to rest this evening?', 'How do you usually relax when you are tired?'],
    },
    unwell: {
      // Well-being denied counts too: 'I'm not feeling well', 'I don't feel good today'.
      said: new RegExp(String.raw`\bI(?:'m| am| feel) ${INTENSITY}(?:sick|ill|unwell|under the weather)\b|\bI(?:'ve| have)(?: got)? (?:a cold|the flu|a headache|a fever|a sore throat|a cough)\b|${WELL_BEING_DENIED.en}`, 'i'),
      acks: ['Oh no, I hope you feel better soon.', "I'm sorry you're not feeling well."],
      questions: ['Are you able to rest today?', 'What helps you feel better when you are ill?'],
      withReason: ['Are you able to rest today?', 'What helps you feel better when you are ill?'],
    },
    // Ill in the days gone by ('I was sick last week', 'I have been ill'): whether they are better now.
    wasUnwell: {
      said: new RegExp(String.raw`\bI (?:was|have been|'ve been|got) ${INTENSITY}(?:sick|ill|unwell)\b|\bI (?:had|caught) (?:a (?:(?:bad|terrible|horrible|heavy|nasty|little|small) )?(?:cold|fever|cough|sore throat|stomach bug|migraine|headache)|the flu|flu|covid)\b`, 'i'),
      acks: ["Oh no, I'm sorry you were ill.", 'That sounds rough.'],
      questions: ['Are you feeling better now?', 'Did you manage to get some rest?'],
      withReason: ['Are you feeling better now?', 'Did you manage to get some rest?'],
    },
    hurts: {
      said: new RegExp(HURTS_EN, 'i'),
      acks: ["Ouch, I'm sorry, that sounds painful.", 'Oh no, I hope it stops hurting soon.'],
      questions: ['Have you been able to take something for it?', 'Are you able to rest today?'],
      withReason: ['Are you able to rest today?', 'Have you been able to take something for it?'],
    },
    bored: {
      said: new RegExp(String.raw`\bI(?:'m| am| feel) ${INTENSITY}bored\b`, 'i'),
      acks: ['Oh no, being bored is no fun.', "Let's see if we can fix that."],
      questions: ['What would you love to be doing right now?', 'What do you usually do when you are bored?'],
      withReason: ['What would you love to be doing instead?', 'What could make your day a bit more fun?'],
    },
    stressed: {
      said: new RegExp(String.raw`\bI(?:'m| am| feel) ${INTENSITY}(?:stressed(?: out)?|under (?:a lot of )?pressure|overwhelmed)\b`, 'i'),
      acks: ["I'm sorry, stress is hard.", 'That sounds like a lot to carry.'],
      questions: ["What's making you feel stressed?", 'What usually helps you switch off?'],
      withReason: ['What is the most stressful part right now?', 'What usually helps you switch off?'],
    },
    cold: {
      said: new RegExp(String.raw`\bI(?:'m| am| feel) ${INTENSITY}(?:cold|freezing)\b(?! (?:and|but) )`, 'i'),
      acks: ['Brr! Time for something warm.', 'Oh no, wrap up warm!'],
      questions: ['What do you do to warm up?', 'Do you prefer cold weather or hot weather?'],
      withReason: ['What do you do to warm up?'],
    },
    hot: {
      said: new RegExp(String.raw`\bI(?:'m| am| feel) ${INTENSITY}(?:hot|boiling)\b(?! (?:chocolate|dog|sauce|tea|coffee)\b)`, 'i'),
      acks: ['Phew, stay cool!', 'Oh, a cold drink sounds good then.'],
      questions: ['What do you do to cool down?', 'Do you prefer cold weather or hot weather?'],
      withReason: ['What do you do to cool down?'],
    },
    hungry: {
      said: new RegExp(String.raw`\bI(?:'m| am| feel) ${INTENSITY}(?:hungry|starving)\b`, 'i'),
      acks: ['Time for a snack, then!', 'Oh, then food comes first!'],
      questions: ['What are you going to eat?', 'What do you feel like eating?'],
      withReason: ['What are you going to eat?', 'What do you feel like eating?'],
    },
    happy: {
      // Happy to meet you, for a friend, with a job or about a plan is about someone or something else: left to the rest.
      said: new RegExp(String.raw`\b(?:I(?:'m| am| feel)|we(?:'re| are| feel)) ${INTENSITY}(?:(?<word>happy|glad|cheerful)|in a (?:really |very )?good mood)\b(?! (?:to|for|with|about|in|that|if|when)\b)`, 'i'),
      acks: ["That's lovely to hear!", 'I love hearing that!'],
      // {word}: the learner's own word for it ('glad'), 'happy' for a good mood.
      questions: ['What made you so {word}?', "What's the good news?"],
      withReason: ['How are you going to make the most of it?', 'What are you going to do to enjoy it?'],
    },
  },
  es: {
    tired: {
      // A long or hard day had today ('Hoy he tenido un día muy largo') is its reason, told: not asked '¿Tuviste un día largo?'.
      // 'Cansado de mi trabajo' is fed up with it, not tired: left to the rest.
      said: /\b(?:estoy|me siento)(?: bien,? pero)? (?:un poco |muy |bastante |super |tan )?(?:cansad[oa]s?|agotad[oa]s?)\b(?! de )|(?<reason>(?<![\p{L}])he tenido un día (?:muy |tan |bastante |súper )?(?:largo|duro|difícil|agotador|complicado)(?![\p{L}]))/iu,
      acks: ['Vaya, lo siento. (Oh, I am sorry.)', '¡Ánimo! (Hang in there!)'],
      questions: ['¿Dormiste bien anoche? (Did you sleep well last night?)', '¿Tuviste un día largo? (Did you have a long day?)'],
      withReason: ['¿Qué vas a hacer para descansar esta noche? (What will you do to rest tonight?)'],
    },
    unwell: {
      // Well-being denied counts too: 'No me siento bien', 'Hoy no me encuentro bien'.
      said: new RegExp(String.raw`\b(?:estoy|me siento|me encuentro) (?:un poco |muy |bastante )?(?:enferm[oa]|mal|resfriad[oa])\b|\btengo (?:un )?(?:resfriado|dolor de cabeza|fiebre|gripe|tos)\b|${WELL_BEING_DENIED.es}`, 'i'),
      acks: ['¡Que te mejores! (Get well soon!)', 'Vaya, lo siento. ¡Que te mejores pronto! (Oh, I am sorry. Get well soon!)'],
      questions: ['¿Puedes descansar hoy? (Can you rest today?)', '¿Qué te ayuda a sentirte mejor? (What helps you feel better?)'],
      withReason: ['¿Puedes descansar hoy? (Can you rest today?)'],
    },
    wasUnwell: {
      // 'estaba enfermo' gives why something was not done ('Ayer no fui a trabajar porque estaba enfermo'): ill then, too.
      // But 'estaba' is said of others too ('Mi hija estaba enferma'): only where a clause opens with it, or after 'yo', 'porque', a time.
      said: /(?:(?<![\p{L}])(?:estuve|he estado|me puse)|(?<=(?:^|[.,;:!¡]\s*|(?<![\p{L}])(?:yo|porque|cuando|que|y|pero|ayer|anoche|hoy|entonces) ))estaba) (?:un poco |muy |bastante )?(?:enferm[oa]|resfriad[oa]|con gripe|con fiebre)(?![\p{L}])|(?<![\p{L}])(?:me enfermé|me resfrié)(?![\p{L}])|(?<![\p{L}])(?:tuve|he tenido) (?:gripe|fiebre|tos|(?:un )?(?:(?:fuerte|mal) )?resfriado(?: (?:muy )?fuerte)?|dolor de (?:cabeza|garganta|estómago))(?![\p{L}])/iu,
      acks: ['Vaya, lo siento. (Oh, I am sorry.)', '¡Qué mala suerte! (What bad luck!)'],
      questions: ['¿Ya estás mejor? (Are you feeling better now?)', '¿Pudiste descansar? (Did you manage to rest?)'],
      withReason: ['¿Ya estás mejor? (Are you feeling better now?)', '¿Pudiste descansar? (Did you manage to rest?)'],
    },
    hurts: {
      said: new RegExp(HURTS_ES, 'iu'),
      acks: ['¡Ay, lo siento! (Oh, I am sorry!)', 'Vaya, espero que se te pase pronto. (Oh, I hope it goes away soon.)'],
      questions: ['¿Has tomado algo? (Have you taken anything for it?)', '¿Puedes descansar hoy? (Can you rest today?)'],
      withReason: ['¿Puedes descansar hoy? (Can you rest today?)'],
    },
    bored: {
      said: /\b(?:estoy|me siento) (?:un poco |muy |bastante |tan )?aburrid[oa]s?\b|\bme aburro\b/i,
      acks: ['¡Vaya! Aburrirse no es divertido. (Oh no! Being bored is no fun.)', '¡Vamos a arreglarlo! (Let us fix that!)'],
      questions: ['¿Qué te gustaría hacer ahora mismo? (What would you like to be doing right now?)', '¿Qué haces normalmente cuando te aburres? (What do you usually do when you are bored?)'],
      withReason: ['¿Qué preferirías estar haciendo? (What would you rather be doing?)'],
    },
    stressed: {
      said: /(?<![\p{L}])(?<!no )(?:estoy|me siento|ando) (?:muy |un poco |bastante |tan |súper |super )?(?:estresad[oa]|agobiad[oa])(?![\p{L}])/iu,
      acks: ['Vaya, lo siento. El estrés es difícil. (Oh, I am sorry. Stress is hard.)'],
      questions: ['¿Qué es lo que más te estresa ahora? (What stresses you most right now?)', '¿Qué te ayuda a desconectar? (What helps you switch off?)'],
      withReason: ['¿Qué es lo más difícil ahora mismo? (What is the hardest part right now?)', '¿Qué te ayuda a desconectar? (What helps you switch off?)'],
    },
    cold: {
      said: /(?<![\p{L}])(?<!no )tengo (?:mucho |muchísimo |un poco de |tanto )?frío(?![\p{L}])/iu,
      acks: ['¡Brrr! ¡Abrígate bien! (Brr! Wrap up warm!)'],
      questions: ['¿Qué haces para entrar en calor? (What do you do to warm up?)', '¿Prefieres el frío o el calor? (Do you prefer the cold or the heat?)'],
      withReason: ['¿Qué haces para entrar en calor? (What do you do to warm up?)'],
    },
    hot: {
      said: /(?<![\p{L}])(?<!no )tengo (?:mucho |muchísimo |un poco de |tanto )?calor(?![\p{L}])/iu,
      acks: ['¡Uf, qué calor! Bebe mucha agua. (Phew, so hot! Drink plenty of water.)'],
      questions: ['¿Qué haces para refrescarte? (What do you do to cool down?)', '¿Prefieres el frío o el calor? (Do you prefer the cold or the heat?)'],
      withReason: ['¿Qué haces para refrescarte? (What do you do to cool down?)'],
    },
    hungry: {
      said: /(?<![\p{L}])(?<!no )tengo (?:mucha |muchísima |un poco de |tanta )?hambre(?![\p{L}])|(?<![\p{L}])(?<!no )estoy (?:muert[oa] de hambre|hambrient[oa])(?![\p{L}])/iu,
      acks: ['¡Pues a comer algo! (Time to eat something, then!)'],
      questions: ['¿Qué vas a comer? (What are you going to eat?)', '¿Qué te apetece comer? (What do you feel like eating?)'],
      withReason: ['¿Qué vas a comer? (What are you going to eat?)'],
    },
    happy: {
      // 'Estoy feliz de verte', 'contenta con mi trabajo', 'feliz por ti': about someone or something else, left to the rest.
      // Said of the learner and others with them ('Estamos muy contentos'): Lucía asks 'vosotros' ({youAre}, {youGo}).
      said: /(?<![\p{L}])(?<!no )(?:estoy|me siento|estamos|nos sentimos) (?:muy |tan |súper |super |bastante )?(?:(?<word>feliz|felices|content[oa]s?|alegres?)|de buen humor)(?![\p{L}])(?! (?:de|con|por|si|cuando) )/iu,
      acks: ['¡Me alegro mucho! (I am so glad!)', '¡Qué bien! (How great!)'],
      // {word}: the learner's own word with its own ending ('contenta'), 'feliz' for a good mood.
      questions: ['¿Por qué {youAre} tan {word}? (Why are you so happy?)', '¿Qué ha pasado hoy? (What happened today?)'],
      withReason: ['¿Cómo {youGo} a aprovecharlo? (How are you going to make the most of it?)'],
    },
  },
};

/** A reason given with it ('because I worked a lot', 'after a long day'). */
const REASON = /\b(?:because|since|after|from|porque|por(?:que)? (?:el|la|mi)|después de)\b/i;
/** Words that tell nothing beside a feeling ('Hi! I'm happy today, thanks'). */
const NOTHING_MORE = new Set('hi hello hey today now so very really thanks thank you and but too hola hoy ahora muy gracias y pero también'.split(' '));
/**
 * The message tells more than the feeling ('I'm so happy, we have a picnic this weekend'): the reason is there, so it
 * is not asked for ('What's the good news?').
 */
function tellsMore(message: string, feeling: string): boolean {
  const rest = message.replace(feeling, ' ').toLowerCase().match(/\p{L}+/gu) ?? [];
  return rest.filter((word) => !NOTHING_MORE.has(word)).length >= 3;
}

/** Told about another person or another time: not how the learner feels now. */
const NOT_NOW = /\b(?:was|were|yesterday|last (?:night|week)|estaba|estuve|ayer)\b/i;
const SAID_NOW = /(?<![\p{L}])(?:today|now|tonight|this (?:morning|evening)|hoy|ahora|esta (?:mañana|tarde|noche))(?![\p{L}])/iu;

/** What the learner does to feel better ('I took some medicine and now I am drinking tea'), told after the teacher's sympathy. */
/** What the learner does about feeling unwell; a doctor only as one seen ('I went to the doctor'), not a job ('I'm a doctor'). */
const REMEDY = { en: /\b(?:medicine|pills?|paracetamol|ibuprofen|tea|soup|honey|water|rest(?:ing)?|sleep(?:ing)?|nap|bed|lie down|lying down)\b|\b(?:went to|go to|going to|saw|see|seen|visited|called|call) (?:the |a |my )?doctor\b/i, es: /(?:^|\s)(?:medicina|medicamento|pastilla|té|sopa|miel|agua|descans\p{L}*|dorm\p{L}*|siesta|cama|médic[oa])(?![\p{L}])/iu };
const REMEDY_REPLY = {
  en: { acks: ['That sounds like just what you need. I hope you feel better soon.', 'Good idea: rest and something warm help a lot.'], question: "Let's keep it light today: what is something that made you smile this week?" },
  es: { acks: ['¡Muy bien! Que te mejores pronto. (Good! Get well soon.)', '¡Buena idea! Descansa mucho. (Good idea! Rest a lot.)'], question: '¿Qué te apetece hacer para relajarte? (What do you feel like doing to relax?)' },
};
/** Better already ('now I'm fine', 'ya estoy bien', 'me siento mejor'). */
const WELL_AGAIN = /\b(?:now i(?:'m| am| feel) (?:fine|ok(?:ay)?|better|good|well)|i(?:'m| am| feel) (?:much |a lot |a bit )?better(?: now)?)\b|(?<![\p{L}])(?:(?:ahora|ya) (?:estoy|me siento|me encuentro) (?:bien|mejor)|(?:estoy|me siento|me encuentro) (?:mucho |un poco )?mejor)(?![\p{L}])/iu;
const WELL_AGAIN_REPLY = {
  en: ["I'm so glad you're feeling better!", "Good to hear you're better now!"],
  es: ['¡Qué bien que ya estás mejor! (I am so glad you are better now!)', '¡Me alegro de que ya estés bien! (I am glad you are well now!)'],
} as const;
/** The teacher's last turn met the learner's feeling unwell, hurt or tired (one of FEELINGS' words of sympathy). */
const metFeeling = (turn: string | undefined, language: 'en' | 'es') => !!turn && [FEELINGS[language].tired, FEELINGS[language].unwell, FEELINGS[language].hurts].some((f) => f.acks.some((ack) => turn.includes(ack)));

/** `toldEvent`: what told-events.ts made of the same message (the caller has it already), or null. */
/** The feeling said of a time or a condition ('cuando estoy cansado', 'when I am tired', 'if I feel sick'): a habit, not how they are now. */
function isSaidOfATime(message: string, said: RegExp): boolean {
  const found = new RegExp(said.source, said.flags.replace('g', '')).exec(message);
  return !!found && /(?:^|[\s,])(?:when|whenever|if|cuando|si)\s+(?:[\p{L}'’]+\s+){0,2}$/iu.test(message.slice(0, found.index));
}

export function respondToHowIFeel(input: { message: string; isSpanish: boolean; assistantMessages: readonly string[]; chooser: Chooser; toldEvent: FactResponse | null }): FactResponse | null {
  const { message, isSpanish, assistantMessages, chooser, toldEvent } = input;
  if (/\?\s*$/.test(message.trim())) return null;
  const language = isSpanish ? 'es' : 'en';
  // Told of another day ('I was tired yesterday'): only an illness gone by is taken up, asked whether they are better.
  // 'It was amazing but I am very tired today': a word for now puts the feeling in the present, whatever else was past.
  const isPast = NOT_NOW.test(message) && !SAID_NOW.test(message);
  // 'I took some medicine and now I am drinking tea', just after 'I'm sorry you're not feeling well': what they do about it.
  if (!isPast && metFeeling(assistantMessages.at(-1), language) && REMEDY[language].test(message)) {
    // 'El médico me dio medicina y ahora estoy bien': better already, so glad, not 'get well soon'.
    if (WELL_AGAIN.test(message)) return { acknowledgement: chooser.pick('well-again-ack', WELL_AGAIN_REPLY[language]), question: REMEDY_REPLY[language].question };
    const reply = REMEDY_REPLY[language];
    return { acknowledgement: chooser.pick('remedy-ack', reply.acks), question: reply.question };
  }
  const feelings = FEELINGS[isSpanish ? 'es' : 'en'];
  const feeling = Object.values(feelings).find((f) => (!isPast || f === feelings.wasUnwell) && f.said.test(message) && !isSaidOfATime(message, f.said));
  // 'I am tired but happy, we finished the project': the feeling turned good after 'but' is the one met.
  if (feeling && feeling !== feelings.happy && detectMood(message) === 'positive') return null;
  // 'I'm so happy because I passed my exam!', 'Estoy contenta porque mi hija aprendió a nadar': the news is what to take
  // up (news-told.ts, family-news.ts), not the mood.
  // 'Estoy feliz porque empecé clases de guitarra': so is a thing told of their life (told-events.ts).
  if (!feeling || (feeling === feelings.happy && (newsTold(message, language) || FAMILY_NEWS[language].said.test(message) || toldEvent))) return null;
  const said = feeling.said.exec(message);
  const isWe = /^(?:estamos|nos)\b/i.test(said?.[0] ?? '');
  const word = said?.groups?.word?.toLowerCase() ?? (isSpanish ? (isWe ? 'felices' : 'feliz') : 'happy');
  const options = (REASON.test(message) || said?.groups?.reason || tellsMore(message, said?.[0] ?? '') ? feeling.withReason : feeling.questions).map((q) => fillTemplate(q, { word, youAre: isWe ? 'estáis' : 'estás', youGo: isWe ? 'vais' : 'vas' }));
  const fresh = options.filter((q) => !wasAlreadyAsked(q, assistantMessages));
  // 'Hi, how are you? I'm fine but a bit tired.': her own answer first, then the feeling met.
  const answered = ASKS_HOW_SHE_IS.test(message) ? `${ANSWER_HOW_SHE_IS[language]} ` : '';
  return { acknowledgement: `${answered}${chooser.pick('feeling-ack', feeling.acks)}`, question: chooser.pick('feeling-question', fresh.length > 0 ? fresh : options) };
}

/** 'How are you?', '¿Cómo estás?', '¿Qué tal?' asked beside how the learner feels. */
const ASKS_HOW_SHE_IS = /\bhow are you\b|\bhow(?:'s| is) it going\b|(?<![\p{L}])c[oó]mo est[aá]s(?![\p{L}])|(?<![\p{L}])qu[eé] tal(?: est[aá]s)?\s*\?/iu;
const ANSWER_HOW_SHE_IS: Readonly<Record<'en' | 'es', string>> = { en: "I'm well, thank you!", es: '¡Estoy bien, gracias! (I am well, thanks!)' };
