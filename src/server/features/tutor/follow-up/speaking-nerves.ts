/**
 * "I feel shy when I speak English", "I get nervous in meetings in English", "I'm afraid to make mistakes": nerves about
 * speaking itself, told of a situation. The teacher says it is common, gives one thing to try in that situation, and
 * asks about it, rather than "Could you tell me a little more about English?". Each situation is data with the
 * messages it must and must not take (speaking-nerves.test.ts). Lucía says it in Spanish, with the English after.
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import type { FactResponse } from './respond-to-facts';
import { SHY } from '../react-to-message';

/** A feeling about speaking, said of themselves ('I feel shy', 'I get nervous', 'I'm afraid to'). */
const FEELS = /\bi(?:'m| am| feel| get| always feel| always get| often feel| often get| sometimes feel| sometimes get)? (?:a bit |a little |very |so |quite |really |too |kind of |always |often |sometimes )?(?:shy|nervous|anxious|scared|afraid|embarrassed|stressed|uncomfortable|insecure)\b/i;

type Situation = { id: string; when: RegExp; tip: string; question: string; examples: readonly string[] };

export const SPEAKING_SITUATIONS: readonly Situation[] = [
  {
    id: 'meetings',
    when: /\bmeetings?\b/i,
    tip: "Before a meeting, prepare one point you want to make and one question to ask, and say them out loud once. Speaking early, even a short 'I agree with Anna', makes the rest easier.",
    question: 'What is your next meeting about?',
    examples: ['Sometimes I have meetings in English and I feel shy.', 'I get nervous in meetings because my English is not good.'],
  },
  {
    id: 'phone',
    when: /\b(?:phone|calls?)\b/i,
    tip: "On the phone, keep two phrases ready: 'Sorry, could you say that again?' and 'Let me check I understood.' Nobody minds, and it gives you time.",
    question: 'Who do you usually talk to on the phone?',
    examples: ['I feel nervous when I speak English on the phone.', 'I am scared of phone calls in English.'],
  },
  {
    id: 'mistakes',
    when: /\bmistakes?\b/i,
    tip: 'People listen for your meaning, not your grammar, and native speakers make mistakes too. Here you can make as many as you like: I will point out the useful ones.',
    question: 'What kind of mistakes worry you most?',
    examples: ['I am afraid to make mistakes when I speak.', 'I feel embarrassed when I make mistakes.', 'I make many mistakes when I speak.', 'I always make grammar mistakes in English.'],
  },
  {
    id: 'native-speakers',
    when: /\bnative speakers?\b/i,
    tip: "Most native speakers are glad you're speaking their language, and it's fine to ask them to slow down: 'Sorry, could you speak a bit more slowly?'",
    question: 'Where do you meet native speakers?',
    examples: ['I feel uncomfortable when I talk to native speakers.'],
  },
  {
    // Speaking at all, in a situation told ('when I speak', 'to talk'); 'I am nervous about speaking' is about the lesson,
    // and its reassurance is react-to-message.ts's.
    id: 'speaking',
    when: /\b(?:when|if) i (?:speak|talk|have to speak|have to talk)\b|\bto (?:speak|talk)\b/i,
    tip: 'Start small: say one sentence more than you planned, every day. Here you can practise without anyone watching, as slowly as you like.',
    question: 'When do you need to speak English most?',
    examples: ['I feel nervous when I speak English.', 'I am shy when I speak English at work.'],
  },
];

/** Not nerves about speaking: news, another person's nerves, or the past. */
export const NOT_SPEAKING_NERVES = [
  'I am nervous about my exam tomorrow.', 'My son is shy at school.', 'I was nervous at my first meeting, but it went well.', 'Are you nervous when you speak?',
  // About the lesson: reassured as such.
  'I am nervous about speaking.', 'I like my English class and I am nervous.', 'I am shy to speak with people.',
];

/** 'I make many mistakes when I speak', 'I always make mistakes in English'. */
const MAKES_MISTAKES = /\bi (?:always |often |still |usually )?make (?:a lot of |lots of |many |so many |too many |a few |some )?(?:small |stupid |silly |grammar )?mistakes\b(?! (?:in|on|with) (?:my |the )?(?:writing|emails?|spelling|essays?|homework))/i;

const ACKS = ["That's very common, and it gets easier with practice.", 'Lots of learners feel that, and it really does get easier.'];

/** Lucía's: mistakes made or feared, and nerves when speaking, told in Spanish; each with what it must and must not take. */
export const SPANISH_SPEAKING_NERVES: ReadonlyArray<{ id: string; said: RegExp; acknowledgement: string; question: string; examples: readonly string[]; counterExamples: readonly string[] }> = [
  {
    id: 'mistakes',
    said: /(?<![\p{L}])(?:cometo|hago|tengo) (?:muchos |tantos |demasiados |algunos |siempre |muchísimos )?(?:errores|fallos)(?![\p{L}])|(?<![\p{L}])me (?:da|dan) (?:miedo|vergüenza) (?:cometer errores|equivocarme)(?![\p{L}])|(?<![\p{L}])(?:siempre )?me equivoco mucho(?![\p{L}])/iu,
    acknowledgement: '¡Es muy normal, y mejora con la práctica! Aquí puedes equivocarte todo lo que quieras: yo te señalo los errores útiles. (It is very normal, and it gets better with practice! Here you can make as many mistakes as you like: I will point out the useful ones.)',
    question: '¿Qué errores te preocupan más? (Which mistakes worry you most?)',
    examples: ['Cometo muchos errores cuando hablo.', 'Me da miedo cometer errores.', 'Hago muchos errores en español.'],
    counterExamples: ['Mi hermano comete muchos errores.', 'Corregí los errores del examen.'],
  },
  {
    id: 'speaking',
    // Nerves about speaking or about learning the language itself; not about an exam or anything else ('miedo de las arañas').
    said: /(?<![\p{L}])(?:estoy|me pongo|me siento) (?:muy |un poco |bastante |tan )?(?:nervios[oa]|tímid[oa]|insegur[oa]) (?:cuando hablo|al hablar|(?:por|de) (?:hablar|aprender español))(?![\p{L}])|(?<![\p{L}])(?:me da|tengo) (?:miedo|vergüenza) (?:de |a )?hablar(?![\p{L}])|(?<![\p{L}])me pone(?:n)? (?:muy |un poco )?nervios[oa] hablar(?![\p{L}])/iu,
    acknowledgement: '¡Es muy normal! Empieza poco a poco: una frase más cada día. Aquí puedes practicar sin prisa. (It is very normal! Start small: one more sentence every day. Here you can practise without hurry.)',
    question: '¿Cuándo necesitas hablar español? (When do you need to speak Spanish?)',
    examples: ['Me pongo nerviosa cuando hablo español.', 'Me da vergüenza hablar en público.', 'Tengo miedo de hablar en clase.', 'Me siento muy insegura al hablar.', 'Siempre me pongo tímido de aprender español.', 'Me pone nervioso hablar con nativos.'],
    counterExamples: ['Mi hija se pone nerviosa cuando habla.', 'Estoy nervioso por el examen.', 'Tengo miedo de las arañas.', 'Mi hermano tiene miedo de hablar con su jefe.'],
  },
];

function respondInSpanish(message: string, assistantMessages: readonly string[]): FactResponse | null {
  const found = SPANISH_SPEAKING_NERVES.find((n) => n.said.test(message));
  if (!found || wasAlreadyAsked(found.question, assistantMessages)) return null;
  return { acknowledgement: found.acknowledgement, question: found.question };
}

export function respondToSpeakingNerves(input: { message: string; isSpanish: boolean; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, isSpanish, assistantMessages, chooser } = input;
  if (/\?\s*$/.test(message.trim())) return null;
  if (isSpanish) return respondInSpanish(message, assistantMessages);
  if (/\b(?:was|were|felt|got)\b/i.test(message)) return null;
  // Said of the learner's exam or interview news, nerves-about-news.ts answers; shyness alone ('I am shy to speak with
  // people') is met by the lesson's own reassurance (react-to-message.ts).
  // 'I make a lot of mistakes when I speak': the worry said as what happens, met as the fear of mistakes is.
  const makesMistakes = MAKES_MISTAKES.test(message);
  if ((!FEELS.test(message) && !makesMistakes) || SHY.test(message.trim()) || /\b(?:exam|test|ielts|interview)\b/i.test(message)) return null;
  const situation = makesMistakes ? SPEAKING_SITUATIONS.find((s) => s.id === 'mistakes') : SPEAKING_SITUATIONS.find((s) => s.when.test(message));
  if (!situation) return null;
  const question = wasAlreadyAsked(situation.question, assistantMessages) ? SPEAKING_SITUATIONS.at(-1)!.question : situation.question;
  return { acknowledgement: `${chooser.pick('speaking-nerves', ACKS)} ${situation.tip}`, question };
}
