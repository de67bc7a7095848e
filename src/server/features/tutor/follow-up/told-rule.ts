/**
 * A kind of thing a learner tells, kept as data per language: what reads it, the teacher's words for it and the
 * questions that follow, with the messages it must read and those it must leave (run as tests). The reply picks an
 * acknowledgement and a question not asked before.
 */
import { fillTemplate, type Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import type { FactResponse } from './respond-to-facts';
import { turnRound, turnRoundSpanish } from './turn-round';

export type ToldRule = { said: RegExp; acks: readonly string[]; questions: readonly string[]; examples: readonly string[]; counterExamples: readonly string[] };
export type ToldRules = Readonly<Record<'en' | 'es', ToldRule>>;
/** `previousMessage`: the learner's message before this one, whose kind stays the topic where this one tells more of it. */
export type ToldInput = { message: string; isSpanish: boolean; assistantMessages: readonly string[]; chooser: Chooser; previousMessage?: string };

/** Whether the message tells it: a question ('Do you run every morning?') tells nothing. */
export const tells = (rule: Pick<ToldRule, 'said'>, message: string): boolean => !/\?\s*$/.test(message.trim()) && rule.said.test(message);

/** A question that asks how something went ('How was it?', '¿Qué tal estuvo?'). */
const ASKS_HOW_IT_WAS = /^(?:How was it\?|How did it go\?|Did you have a good time\?|¿Qué tal (?:estuvo|fue|lo pasaste|lo pasasteis)\?|¿Cómo (?:fue|estuvo)\?)/u;
const VERDICTS_EN = 'fantastic|amazing|great|wonderful|brilliant|awesome|fun|boring|terrible|awful|bad|good|excellent|incredible|lovely|beautiful|perfect|disappointing|okay|ok|nice|cool|unforgettable|magical';
const VERDICTS_ES = 'genial|increíble|fantástic[oa]|maravillos[oa]|divertid[oa]|aburrid[oa]|horrible|buen[oa]?|mal[oa]?|excelente|perfect[oa]|precios[oa]|bonit[oa]|inolvidable|espectacular';
/** The learner already said how it went ('and it was fantastic', 'fue increíble'): asking 'How was it?' would not listen. */
const SAYS_HOW_IT_WAS = {
  en: new RegExp(String.raw`\b(?:it|that|the \p{L}+|everything) (?:was|were) (?:really |so |very |absolutely |quite |just |a bit |pretty )?(?:${VERDICTS_EN})\b`, 'iu'),
  es: new RegExp(String.raw`(?<![\p{L}])(?:fue|estuvo|era) (?:muy |súper |bastante |realmente |un poco )?(?:${VERDICTS_ES})(?![\p{L}])`, 'iu'),
};

/** A question that asks who with ('Who do you usually play with?', '¿Con quién sueles jugar?'). */
const ASKS_WHO_WITH = /^(?:Who\b.*\bwith\?|¿Con quién(?![\p{L}]))/u;
/** The learner already said who with ('with my brother', 'con mi novio', 'mi hermano y yo', 'my wife and I'). */
const SAYS_WHO_WITH = {
  en: /\b(?:with|together with) (?:my|our|a|some|the|his|her|their|friends|family|colleagues)\b|\b(?:alone|on my own|by myself)\b|\bmy \p{L}+(?: \p{L}+)? and I\b/iu,
  es: /(?<![\p{L}])con (?:mi|mis|un|una|unos|unas|el|la|los|las|nuestr[oa]s?)(?![\p{L}])|(?<![\p{L}])sol[oa](?![\p{L}])|(?<![\p{L}])mis? \p{L}+(?: \p{L}+)? y yo(?![\p{L}])/iu,
};

/** A question that asks when the thing told is or was ('When is the wedding?', '¿Cuándo es?'); not 'When will your tomatoes be ready?'. */
const ASKS_WHEN = /^(?:When (?:is|are|was|were|did|do) (?:it|the|you|they)\b|¿Cuándo (?:es|vas|vais|fue|fuiste|será)(?![\p{L}]))/u;
const MONTHS_AND_DAYS_EN = 'january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const MONTHS_AND_DAYS_ES = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|lunes|martes|miércoles|jueves|viernes|sábado|domingo';
/** The learner already said when ('in June', 'next week', 'el sábado', 'en verano'). */
const SAYS_WHEN = {
  en: new RegExp(String.raw`\b(?:today|tomorrow|tonight|yesterday|next (?:week|weekend|month|year|${MONTHS_AND_DAYS_EN})|this (?:week|weekend|month|year|summer|winter|spring|autumn|${MONTHS_AND_DAYS_EN})|on (?:the \d+|${MONTHS_AND_DAYS_EN})|in (?:${MONTHS_AND_DAYS_EN}|(?:the )?(?:spring|summer|autumn|fall|winter)|\d+ (?:days|weeks|months)|a (?:week|month)))\b`, 'i'),
  es: new RegExp(String.raw`(?<![\p{L}])(?:hoy|mañana|esta noche|ayer|el (?:${MONTHS_AND_DAYS_ES})|en (?:${MONTHS_AND_DAYS_ES}|verano|invierno|otoño|primavera)|(?:la|el) (?:semana|mes|año) que viene|(?:la )?próxima semana|el próximo (?:mes|año|fin de semana)|este (?:fin de semana|mes|año|verano|invierno|otoño)|esta (?:semana|primavera)|dentro de)(?![\p{L}])`, 'iu'),
};

/** A question that asks why ('What made you want to start?', 'Why did you choose it?', '¿Por qué decidiste...?'). */
const ASKS_WHY = /^(?:What made you\b|Why\b|¿Por qué(?![\p{L}]))/u;
/** The learner already said why ('because I love animals', 'porque me gustan los animales'). */
const SAYS_WHY = { en: /\b(?:because|'cause|for (?:my )?health(?: reasons)?)\b/i, es: /(?<![\p{L}])(?:porque|ya que|por (?:mi )?salud)(?![\p{L}])/iu };

/** A question that asks who won ('Who won?', '¿Quién ganó?'). */
const ASKS_WHO_WON = /^(?:Who won\?|¿Quién ganó\?)/u;
/** The learner already said how the match ended ('our team lost 2-1', 'ganamos', 'empataron'). */
const SAYS_RESULT = {
  en: /\b(?:won|lost|drew|beat|was a draw|ended (?:in a draw|\d))\b|\b\d{1,2} ?[-–:] ?\d{1,2}\b/i,
  es: /(?<![\p{L}])(?:gan(?:ó|amos|aron|é)|perd(?:ió|imos|ieron|í)|empat(?:ó|amos|aron|e))(?![\p{L}])|\b\d{1,2} ?[-–:a] ?\d{1,2}\b/iu,
};

/** Each kind of question with what, said in the message, answers it: asked no more where the message said it. */
const ANSWERED_IN_MESSAGE: ReadonlyArray<readonly [asks: RegExp, says: Readonly<Record<'en' | 'es', RegExp>>]> = [
  [ASKS_HOW_IT_WAS, SAYS_HOW_IT_WAS],
  [ASKS_WHO_WITH, SAYS_WHO_WITH],
  [ASKS_WHEN, SAYS_WHEN],
  [ASKS_WHY, SAYS_WHY],
  [ASKS_WHO_WON, SAYS_RESULT],
];

/** Whether the message already says how it went, so 'How was it?' is not asked. */
export const saysHowItWas = (message: string, isSpanish: boolean): boolean => SAYS_HOW_IT_WAS[isSpanish ? 'es' : 'en'].test(message);

/**
 * The rule's questions for this message. A question may name what the message named, by a named group of `said`
 * ('How long did it take your {part} to heal?'), as the learner wrote it, turned round ('my' -> 'your'): those are asked
 * where the message names it, the others where it does not or where they have all been asked.
 */
function questionsFor(rule: ToldRule, message: string, isSpanish: boolean): { naming: string[]; plain: string[] } {
  const found = new RegExp(rule.said.source, `${rule.said.flags.replace('d', '')}d`).exec(message);
  // A word that opens the message is capitalised for that alone ('Esta semana ha sido dura' -> 'de esta semana').
  const groups = Object.fromEntries(Object.entries(found?.groups ?? {}).map(([slot, text]) => {
    const start = found?.indices?.groups?.[slot]?.[0] ?? -1;
    const opensSentence = start >= 0 && /(?:^|[.!?]\s*)[¡¿]?$/.test(message.slice(0, start));
    const said = text && opensSentence ? text[0]!.toLowerCase() + text.slice(1) : text;
    // Said back by the teacher: 'visit my old school' -> 'visit your old school', 'graduarme' -> 'graduarte'.
    return [slot, said && (isSpanish ? turnRoundSpanish(said) : turnRound(said))];
  }));
  const naming: string[] = [];
  const plain: string[] = [];
  for (const question of rule.questions) {
    const slots = [...question.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    if (slots.length === 0) plain.push(question);
    else if (slots.every((slot) => groups[slot])) naming.push(fillTemplate(question, groups as Record<string, string>));
  }
  return { naming, plain };
}

export function respondToToldRule(rules: ToldRules, name: string, input: ToldInput): FactResponse | null {
  const rule = rules[input.isSpanish ? 'es' : 'en'];
  if (!tells(rule, input.message)) return null;
  return answerRule(rule, name, input.message, [input.message], input, rule.acks);
}

/** A word for more told of it: glad where the learner is, plain where they only tell. */
const TOLD_MORE_ACKS = {
  en: { glad: ['That sounds great!', 'How nice!'], plain: ['Thanks for telling me more.', 'I see, thank you.'] },
  es: { glad: ['¡Qué bien! (How nice!)', '¡Suena genial! (Sounds great!)'], plain: ['Gracias por contármelo. (Thanks for telling me.)', 'Ya veo. (I see.)'] },
};

/**
 * More of what the message before told ('We danced all night' after 'I went to a wedding'): that kind's questions
 * that neither message answered, after a word for what was added.
 */
export function respondToToldRuleOnceMore(rules: ToldRules, name: string, input: ToldInput & { previousMessage: string }, isGlad: boolean): FactResponse | null {
  const language = input.isSpanish ? 'es' : 'en';
  const rule = rules[language];
  if (!tells(rule, input.previousMessage)) return null;
  const acks = TOLD_MORE_ACKS[language][isGlad ? 'glad' : 'plain'];
  return answerRule(rule, `${name}-more`, input.previousMessage, [input.previousMessage, input.message], input, acks);
}

/** The rule's questions for what `told` names, none asked before nor answered in `messages`. */
function answerRule(rule: ToldRule, name: string, told: string, messages: readonly string[], input: ToldInput, acks: readonly string[]): FactResponse | null {
  const { isSpanish, assistantMessages, chooser } = input;
  const language = isSpanish ? 'es' : 'en';
  // The questions the messages already answer ('When is it?' after 'on Saturday').
  const answered = ANSWERED_IN_MESSAGE.filter(([, says]) => messages.some((message) => says[language].test(message))).map(([asks]) => asks);
  const isFresh = (q: string) => !wasAlreadyAsked(q, assistantMessages) && !answered.some((asks) => asks.test(q));
  const { naming, plain } = questionsFor(rule, told, isSpanish);
  const freshNaming = naming.filter(isFresh);
  const fresh = freshNaming.length > 0 ? freshNaming : plain.filter(isFresh);
  return fresh.length > 0 ? { acknowledgement: chooser.pick(`${name}-ack`, acks), question: chooser.pick(`${name}-question`, fresh) } : null;
}
