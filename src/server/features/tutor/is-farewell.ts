/**
 * The learner says goodbye ('Bye, see you tomorrow!', 'Thanks, I have to go now', 'Adiós, hasta mañana'): the
 * teacher says goodbye back and asks nothing more. Not a goodbye inside a longer message ('I said bye to my
 * friends at the station'), nor a question ('Can I go now?').
 */
import { TEACHER_FIRST_NAME } from './teacher-first-names';
/** 'Thank you Sophia, see you tomorrow': the teacher named after the thanks. */
const TEACHER_NAMED = String.raw`(?:[,\s]+(?:${TEACHER_FIRST_NAME}|teacher|profe(?:sora)?))?`;
const THANKS_OR_OKAY = String.raw`(?:(?:ok(?:ay)?|thanks?(?: you)?(?: so much| a lot| again)?|great|cool|sorry|oh|(?:muchas |mil )?gracias(?: por todo)?|vale|bueno|perd[oó]n|lo siento)${TEACHER_NAMED}[,!.]*\s+)*`;
/**
 * Leaving now, said in words ('I have to go', "I've got to leave now", 'I have to go home', 'Me tengo que ir'), then nothing
 * but the end, a reason or a goodbye: not somewhere to go ('I need to go to the bank today', 'I have to go by bus every
 * day', 'I need to go over the past tense', 'Tengo que irme a vivir a otra ciudad').
 */
const LEAVING = String.raw`(?:(?:i (?:have|need|must|got) to|i(?:'ve| have) got to|i must|(?:i )?gotta) (?:go|leave)(?: (?:home|to (?:bed|sleep|work|school|class)|back to work|out))?(?: (?:now|right now|soon|too|already))*|(?:me tengo que ir|tengo que irme|debo irme)(?: (?:ya|ahora|a casa|a dormir|a trabajar))?)(?=\s*(?:[,.;!]|$)|\s+(?:bye|thanks?|thank you|because|my|sorry|adi[oó]s|gracias|porque|mi)\b)`;
/** A good day wished on parting: 'Have a nice weekend!', 'Que tengas un buen día', 'Buen fin de semana'. */
const WISH = String.raw`have a (?:nice|good|great|lovely|wonderful) (?:day|weekend|evening|night|week|afternoon|holiday|one)|(?:que )?(?:tengas|pases) (?:un )?buen (?:d[ií]a|fin de semana)|(?:buen|feliz) fin de semana`;
const SPANISH_WEEKDAY = String.raw`el (?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)`;
const GOODBYE = `(?:bye|goodbye|good bye|see you|see ya|good night|goodnight|talk (?:to you )?(?:later|soon|tomorrow)|${LEAVING}|${WISH}|i(?:'m| am) (?:done|finished|finish) for (?:today|now)|i(?:'m| am) sorry,? (?:but )?i (?:have|need|must) to go|i(?: a|')m going now|adi[oó]s|hasta (?:luego|pronto|ma[ñn]ana|la próxima)|nos vemos|chao|chau|tchau|tsch[üu]ss|ya me voy|me voy ya|(?:nos )?hablamos (?:la pr[oó]xima semana|mañana|pronto|luego|otro d[ií]a|${SPANISH_WEEKDAY})|hasta (?:la pr[oó]xima semana|${SPANISH_WEEKDAY}))`;
/** The hour or the lateness said first: 'Es la una y media y tengo que irme', "It's late, I have to go". */
const PRETEXT = String.raw`(?:(?:es|son) (?:la|las) [a-záéíóúñ ]{1,20}?,? y |it'?s (?:late|getting late|\d{1,2}(?:[:.]\d\d)?(?: ?[ap]m)?)(?:,| and| so)? )?`;
const FAREWELL = new RegExp(String.raw`^${THANKS_OR_OKAY}${PRETEXT}${GOODBYE}\b`, 'i');
const MAX_WORDS = 10;
/** Leaving, then why: 'Sorry, I must go, my mom is calling me for dinner', "I'm sorry I have to go now, my son is crying". */
const LEAVING_WITH_A_REASON = new RegExp(String.raw`^${THANKS_OR_OKAY}${PRETEXT}(?:i(?:'m| am) sorry,? (?:but )?)?${LEAVING}`, 'i');
/** A goodbye that closes a message after its reason: 'I must go now, my shift starts soon. Bye bye!' */
const CLOSING_GOODBYE = new RegExp(String.raw`(?:^|[.!,]\s+)(?:bye(?: bye)?|goodbye|see you(?: later| soon| tomorrow| next (?:time|week|class|lesson)| on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)| then| again)?|good night|adi[oó]s|hasta (?:luego|pronto|ma[ñn]ana|la pr[oó]xima)|chao|chau|tchau|tsch[üu]ss|nos vemos|${WISH})${TEACHER_NAMED}[.!]*$`, 'i');
/**
 * Words that close a letter or a chat after something said, never opening one: 'Me ha encantado hablar contigo, un abrazo',
 * 'Es tarde aquí, buenas noches y gracias por todo' ('Hola, buenas noches' is a greeting).
 */
const CLOSING_AFTER_WORDS = new RegExp(String.raw`[.!,]\s+(?:buenas noches|un abrazo|un beso|besos|abrazos)${TEACHER_NAMED}(?:,? y (?:muchas )?gracias(?: por todo)?)?[.!]*$`, 'i');
const OPENS_WITH_GREETING = /^(?:hi|hello|hey|hola|buenas|buenos d[ií]as|good (?:morning|afternoon|evening))\b/i;
const MAX_WORDS_BEFORE_CLOSING = 30;
/**
 * Asked to stop, asked or said ('Sorry I am tired today, we can stop?', "Can we finish here?", 'Enough for today', '¿Podemos
 * parar?'): a goodbye too, though it may end with a question mark. Not a stop that is news ('The bus can stop here').
 */
const ASKS_TO_STOP = new RegExp(
  String.raw`^${THANKS_OR_OKAY}(?:i(?:'m| am) (?:so |very |too |a bit )?tired(?: of [a-z']+(?: [a-z']+)?)?(?: today| now)?[,.!]*\s*)?(?:(?:can|could|shall|may) we|we can|let'?s) (?:stop|finish|end)(?: (?:here|now|for (?:today|now|a moment)|the (?:lesson|class|session|conversation|practice)))*(?:,? please)?[?.!]*(?:\s*,?\s*(?:thanks?|thank you)(?: (?:so much|a lot|very much))?${TEACHER_NAMED}[.!]*)?$|^${THANKS_OR_OKAY}(?:that'?s |it'?s )?enough for (?:today|now)[.!]*$|^${THANKS_OR_OKAY}(?:podemos|puedo) (?:parar|terminar|dejarlo)(?: aquí| por hoy| ya)*[?.!]*$|^${THANKS_OR_OKAY}lo dejamos (?:aquí|por hoy)`,
  'i',
);

export function isFarewell(message: string): boolean {
  // Spanish opening marks say nothing here: '¡Gracias, hasta luego!', 'Gracias, ¡adiós!'.
  const text = message.trim().replace(/[¡¿]/g, '');
  if (ASKS_TO_STOP.test(text)) return true;
  if (text.includes('?')) return false;
  const words = text.split(/\s+/).length;
  // 'My friend said to me, goodbye.': a goodbye told, not said.
  const isReported = new RegExp(String.raw`(?:^|[^\p{L}])(?:said|says|say|told|tells|wrote|writes|digo|dice|dices|dije|dijo|decimos|dicen)(?![\p{L}])[^.!?]*[,:]?\s*(?:bye|goodbye|see you|good night|adi[oó]s|buenas noches|${WISH})`, 'iu').test(text);
  if (words > MAX_WORDS_BEFORE_CLOSING || isReported) return FAREWELL.test(text) && words <= MAX_WORDS;
  return (FAREWELL.test(text) && words <= MAX_WORDS) || LEAVING_WITH_A_REASON.test(text) || CLOSING_GOODBYE.test(text) || (CLOSING_AFTER_WORDS.test(text) && !OPENS_WITH_GREETING.test(text));
}
