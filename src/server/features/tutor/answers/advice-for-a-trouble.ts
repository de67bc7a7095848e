/**
 * "What should I do? She doesn't talk to me.", "¿Qué hago? Ella no me habla." asked just after telling of trouble with
 * someone (a partner, a friend or family angry or silent; a boss or colleague who shouts or is unfair; noisy
 * neighbours): a few kind, practical words for that, and a question about it, not "Got it, thank you" and the weather.
 * Each trouble with its words in both languages; the asking and the trouble carry examples and counter-examples, run as
 * tests (advice-for-a-trouble.test.ts).
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { isSpanishTeacher } from './teacher-voice';

type Trouble = 'someone-close' | 'at-work' | 'neighbours';
type Language = 'en' | 'es';

/** Asked, first or alone, and maybe said again after ('What should I do? She doesn't talk to me.'). */
export const ASKS_WHAT_TO_DO: Readonly<Record<Language, { asked: RegExp; examples: readonly string[]; counterExamples: readonly string[] }>> = {
  en: {
    asked: /(?:^|[.!?]\s+)(?:(?:so|and|but|ok(?:ay)?),? )?(?:what (?:should|can|do) i do(?: now| about (?:it|this|that|him|her|them))?|what (?:do )?you think i (?:should|can|must) do|what would you do(?: if you were me)?|how (?:can|do|should) i (?:fix|solve|deal with|handle) (?:it|this|that)|(?:do you have|have you got|can you give me|any) (?:some |any )?advice|should i (?:talk|speak) (?:to|with) (?:him|her|them|my \w+))\s*\?/i,
    examples: ["What should I do? She doesn't talk to me.", 'What can I do about it?', 'What would you do if you were me?', 'Any advice?', 'Should I talk with them? I am shy.', 'What do you think I should do?', 'What you think I should do?'],
    counterExamples: ['What should I do this weekend?', 'I know what to do.', 'What do you do at the weekend?'],
  },
  es: {
    asked: /(?:^|[.!?]\s+)¿?\s*(?:y |pero |bueno,? )?(?:qu[eé] (?:hago|puedo hacer|debo hacer|har[ií]as t[uú])(?: ahora)?|c[oó]mo lo (?:arreglo|soluciono)|(?:tienes|me das) (?:alg[uú]n )?consejo)\s*\?/iu,
    examples: ['¿Qué hago? Ella no me habla.', '¿Qué puedo hacer?', '¿Qué harías tú?', '¿Me das algún consejo?'],
    counterExamples: ['¿Qué hago el sábado?', 'Hago deporte los lunes.'],
  },
};

/** Who the trouble is with, and what it is, as told in the learner's last messages (or in this one). */
export const TROUBLES: Readonly<Record<Trouble, { said: RegExp; examples: readonly string[]; counterExamples: readonly string[] }>> = {
  'someone-close': {
    said: /\b(?:my|his|her) (?:girlfriend|boyfriend|wife|husband|partner|friend|best friend|mother|mum|mom|father|dad|sister|brother|son|daughter)\b[^.!?]*\b(?:(?:is|was|got|are) (?:very |so |really )?(?:angry|upset|mad|annoyed)|(?:doesn't|does not|didn't|did not|won't|will not) (?:talk|speak|answer|reply)|(?:is|was) not (?:talking|speaking)|(?:isn't|wasn't) (?:talking|speaking))|\b(?:we|I) (?:had a (?:big |huge |terrible )?(?:fight|argument)|argued|broke up)\b|(?<![\p{L}])(?:mi|su) (?:novia|novio|esposa|esposo|mujer|marido|pareja|amig[oa]|mejor amig[oa]|madre|padre|mamá|papá|herman[oa]|hij[oa])(?![\p{L}])[^.!?]*(?:(?:está|estaba) (?:muy )?(?:enfadad[oa]|enojad[oa]|molest[oa])|no me (?:habla|contesta|responde))|(?<![\p{L}])(?:ella|él) no me (?:habla|contesta|responde)(?![\p{L}])|(?<![\p{L}])(?:nos peleamos|discutimos|me peleé con)(?![\p{L}])/iu,
    examples: ['My girlfriend is angry with me.', "She doesn't talk to me. My friend is upset.", 'We had a big fight yesterday.', 'Mi novia está enfadada conmigo.', 'Ella no me habla.'],
    counterExamples: ['My girlfriend is a teacher.', 'My friend talks a lot.', 'Mi novia es profesora.'],
  },
  'at-work': {
    said: /\bmy (?:boss|manager|colleague|coworker|co-worker|supervisor)\b[^.!?]*\b(?:shout|shouts|shouted|shouting|yells?|yelled|yelling|is (?:very |so )?(?:rude|unfair|angry|mean)|(?:doesn't|does not|never) (?:listen|respect|help))|(?<![\p{L}])mi (?:jefe|jefa|compañer[oa] de trabajo)(?![\p{L}])[^.!?]*(?:me grita|grita|es (?:muy )?(?:injust[oa]|maleducad[oa]|grosero|grosera)|no me escucha)/iu,
    examples: ['My boss is always shouting at me.', 'My colleague never helps me.', 'Mi jefe me grita mucho.'],
    counterExamples: ['My boss is very kind.', 'My colleague helps me a lot.', 'Mi jefe es simpático.'],
  },
  neighbours: {
    said: /\bmy (?:neighbours?|neighbors?)\b[^.!?]*\b(?:noisy|noise|loud|party|parties|music|dog barks?|barking|rude)|(?<![\p{L}])mis? vecin[oa]s?(?![\p{L}])[^.!?]*(?:ruido|ruidos[oa]s?|fiestas?|música|ladra)/iu,
    examples: ['My neighbours are very noisy at night.', 'My neighbour plays loud music every night.', 'Mis vecinos hacen mucho ruido.'],
    counterExamples: ['My neighbours are very nice.', 'Mis vecinos son muy amables.'],
  },
};

const ADVICE: Readonly<Record<Trouble, Readonly<Record<Language, string>>>> = {
  'someone-close': {
    en: "That's hard, when someone close goes quiet. Give it a little time, then find a calm moment and say how you feel, starting with 'I' rather than 'you': 'I feel sad when we don't talk.' Then listen to their side without interrupting. What do you think upset them?",
    es: 'Es difícil cuando alguien cercano deja de hablarte. Dale un poco de tiempo, luego busca un momento tranquilo y di cómo te sientes, empezando por "yo": "Me siento triste cuando no hablamos." Después escucha su versión sin interrumpir. (That is hard. Give it a little time, then find a calm moment and say how you feel, starting with "I". Then listen to their side.) ¿Por qué crees que se enfadó? (Why do you think they got angry?)',
  },
  'at-work': {
    en: "Nobody should be shouted at or treated unfairly at work. Write down what happens and when, then ask for a short, calm talk and describe one example: 'When this happened, I felt... Could we...?' If nothing changes, speak to HR or someone you trust higher up. Is there anyone at work you can talk to about it?",
    es: 'Nadie debería recibir gritos ni un trato injusto en el trabajo. Apunta qué pasa y cuándo, pide una conversación corta y tranquila y cuenta un ejemplo concreto. Si nada cambia, habla con recursos humanos o con alguien de confianza. (Nobody should be shouted at at work. Write down what happens, ask for a calm talk with one example, and if nothing changes, talk to HR.) ¿Hay alguien en el trabajo con quien puedas hablar? (Is there anyone at work you can talk to?)',
  },
  neighbours: {
    en: "Noise at night is exhausting. Try a friendly word first, at a calm moment, not at midnight: 'Hi, I'm from the flat next door. The music at night keeps me awake. Could you turn it down after ten?' If that doesn't work, a short note or your landlord can help. Would you like to practise what to say to them?",
    es: 'El ruido por la noche agota. Prueba primero a hablar con ellos con amabilidad, en un momento tranquilo: "Hola, soy del piso de al lado. La música por la noche no me deja dormir. ¿Podríais bajarla después de las diez?" Si no funciona, una nota o el casero pueden ayudar. (Try a friendly word first, at a calm moment. If that does not work, a note or your landlord can help.) ¿Quieres practicar lo que les vas a decir? (Do you want to practise what you will say?)',
  },
};

/** How many of the learner's earlier messages may have told the trouble the question is about. */
const LOOK_BACK = 3;

/** Advice for the trouble the learner told, where this message asks what to do; null otherwise. */
export function answerAdviceForATrouble(message: string, earlierMessages: readonly string[], teacher: TutorTeacher): string | null {
  const language: Language = isSpanishTeacher(teacher) ? 'es' : 'en';
  if (!ASKS_WHAT_TO_DO[language].asked.test(message.trim())) return null;
  for (const said of [message, ...earlierMessages.slice(-LOOK_BACK).reverse()]) {
    const trouble = (Object.keys(TROUBLES) as Trouble[]).find((kind) => TROUBLES[kind].said.test(said));
    if (trouble) return ADVICE[trouble][language];
  }
  return null;
}
