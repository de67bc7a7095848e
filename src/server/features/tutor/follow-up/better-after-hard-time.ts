/**
 * After a hard time told (a sick dog, a mother in hospital), news that it is getting better ('The vet says he will be
 * fine', 'Ya está mucho mejor'): glad with the learner, and how they are now; not '¡De nada! ¿Qué piensas del
 * veterinario?'. Each language with the messages it must read and those it must leave (better-after-hard-time.test.ts).
 */
import type { Chooser } from '../choose-variant';
import { detectMood } from '../detect-mood';
import type { FactResponse } from './respond-to-facts';

type Recovery = { said: RegExp; acks: readonly string[]; questions: readonly string[]; examples: readonly string[]; counterExamples: readonly string[] };

export const BETTER_AFTER_HARD_TIME: Readonly<Record<'en' | 'es', Recovery>> = {
  en: {
    said: /\b(?:(?:is|are|feels?|is feeling|are feeling|looks?|seems?) (?:much |a lot |a bit |a little |so much )?better|(?:will|'ll|is going to|are going to) be (?:fine|ok(?:ay)?|all right|alright)|(?:has|have) recovered|is (?:fine|ok(?:ay)?) now|(?:came|is) (?:home|out of (?:the )?hospital))\b/i,
    acks: ["That's such good news, I'm so glad!", 'Oh, what a relief. I am really happy to hear that!'],
    questions: ['And how are you feeling now?', 'You must feel much calmer now. How are you?'],
    examples: ['The doctor says he will be fine.', 'My dog is much better now.', 'Thanks. My mother came home from hospital yesterday.'],
    counterExamples: ['I feel better when I run.', 'My English is better than last year.', 'It will be fine, I think.'],
  },
  es: {
    said: /(?<![\p{L}])(?:(?:está|están|se encuentra|se siente|se ve) (?:mucho |un poco |ya )?mejor|(?:va|van) a (?:estar|ponerse) bien|se (?:va|van) a poner bien|se ha (?:curado|recuperado)|ya (?:está|están) bien|(?:volvió|ha vuelto|salió|ha salido) (?:a casa|del hospital))(?![\p{L}])/iu,
    acks: ['¡Qué buena noticia, me alegro mucho! (What good news, I am so glad!)', '¡Qué alivio! Me alegro muchísimo. (What a relief! I am so happy.)'],
    questions: ['¿Y tú cómo estás ahora? (And how are you now?)', 'Estarás mucho más tranquilo. ¿Cómo estás tú? (You must be much calmer. How are you?)'],
    examples: ['Gracias. El veterinario dice que él va a estar bien.', 'Ya está mucho mejor.', 'Mi madre salió del hospital ayer.'],
    counterExamples: ['Mi español está mejor que antes.', 'Todo va a estar bien, creo.', 'Estoy mejor en verano.'],
  },
};

/**
 * Not news of someone's recovery: a comparison ('better than last year'), a skill ('my Spanish is better'), a habit
 * ('I feel better when I run') or a reassurance ('It will be fine', 'Todo va a estar bien').
 */
const NOT_RECOVERY = /\b(?:than|when|whenever)\b|(?<![\p{L}])(?:que antes|cuando|english|spanish|español|inglés)(?![\p{L}])|^\s*(?:it|everything|all|todo)\b/iu;

/** The hard time just before: the learner's last message, or the teacher's sympathy in her last turn. */
const SYMPATHY = /\b(?:sorry to hear|hope (?:he|she|they|it)(?:'s| is| gets| feels)|feeling any better|get well)\b|(?<![\p{L}])(?:lo siento|espero que se mejore|ya está mejor|que se mejore)(?![\p{L}])/iu;

export function respondToBetterNews(input: { message: string; isSpanish: boolean; previousMessage: string | undefined; previousTurn: string | undefined; chooser: Chooser }): FactResponse | null {
  const { message, isSpanish, previousMessage, previousTurn, chooser } = input;
  const recovery = BETTER_AFTER_HARD_TIME[isSpanish ? 'es' : 'en'];
  if (!recovery.said.test(message) || NOT_RECOVERY.test(message)) return null;
  const afterHardTime = (previousMessage !== undefined && detectMood(previousMessage) === 'negative') || SYMPATHY.test(previousTurn ?? '');
  if (!afterHardTime) return null;
  // The learner better themselves ('now I feel much better'): what helped, not 'And how are you feeling now?'.
  const questions = SELF_BETTER.test(message) ? SELF_QUESTIONS[isSpanish ? 'es' : 'en'] : recovery.questions;
  return { acknowledgement: chooser.pick('better-news-ack', recovery.acks), question: chooser.pick('better-news-question', questions) };
}

const SELF_BETTER = /\bI(?:'m| am| feel| am feeling|'m feeling)\b[^.!?]*\bbetter\b|(?<![\p{L}])(?:estoy|me siento|me encuentro)(?![\p{L}])[^.!?]*(?<![\p{L}])(?:mejor|bien)(?![\p{L}])/iu;
const SELF_QUESTIONS = { en: ['What helped you the most?'], es: ['¿Qué te ayudó más? (What helped you the most?)'] } as const;
