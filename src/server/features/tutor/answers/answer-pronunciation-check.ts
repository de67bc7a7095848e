/**
 * "Is my pronunciation good?": a chat message is text (typed, or the words the recogniser heard), so the
 * teacher says so rather than guess, and names the tool that does listen: Voice practice's pronunciation
 * check (English only), which marks each word Clear, Almost or Needs practice.
 */
import type { Answer, AnswerContext } from './answer';
import { isSpanishTeacher } from './teacher-voice';

const CANNOT_HEAR = 'Honestly, I only get your words as text here, so I cannot judge your pronunciation from a message.';
const THE_CHECK = "For that, open Voice practice in the tools panel and use the Pronunciation check: read the sentence aloud and you'll see each word marked Clear, Almost or Needs practice, with a tip.";

export function answerPronunciationCheck(_question: unknown, { teacher }: AnswerContext): Answer {
  if (isSpanishTeacher(teacher)) {
    return { text: `Aquí solo recibo tus palabras como texto, así que no puedo juzgar tu pronunciación. (${CANNOT_HEAR} The pronunciation check in Voice practice listens for English only, so practise your Spanish sounds aloud with me by voice and ask me how to say any word.)` };
  }
  return { text: `${CANNOT_HEAR} ${THE_CHECK}` };
}
