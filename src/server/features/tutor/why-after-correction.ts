/**
 * "Why?", "Why not?", "¿Por qué?" just after the teacher fixed a slip or asked about one: the reason, the rule that
 * made the change ("With 'yesterday' we use the past simple..."), and the learner's sentence to say again that way.
 * Only when the teacher's last turn showed that change; any other "why?" is left to the conversation.
 */
import type { TutorTeacher } from '../../lib/language-model';
import type { Locale } from '#/shared/i18n/locales';
import { explainCorrection } from './explain';
import { findCorrections } from './grammar/find-corrections';
import { fixedParts } from './grammar/fixed-part';
import { isSpanishTeacher } from './answers/teacher-voice';

/** A bare why, about what was just said: 'Why?', 'But why?', 'Why is that?', 'Why not?', 'Why is it wrong?', '¿Por qué?'. */
const ASKS_WHY = /^(?:but |and |so |ok(?:ay)?,? |sorry,? )?why(?: (?:is (?:that|it|this)(?: wrong| better)?|not|is mine wrong|can'?t i say (?:that|it)|do (?:i|we) say (?:that|it)))?\s*[?!.]*\s*$|^¿?\s*(?:y |pero )?por qu[eé]\s*\?*\s*$/i;

export function asksWhy(message: string): boolean {
  return ASKS_WHY.test(message.trim());
}

/** The reason for the change the teacher's last turn showed in the learner's previous message, if this asks why. */
export async function whyAfterCorrection(input: { message: string; previousMessage: string | undefined; lastTurn: string | undefined; teacher: TutorTeacher; locale: Locale }): Promise<string | null> {
  const { message, previousMessage, lastTurn, teacher, locale } = input;
  if (!asksWhy(message) || !previousMessage || !lastTurn) return null;
  // What the teacher showed: a change she vouched for, or one she asked the learner to think about. Only its own part is
  // said back: the rest of the sentence may hold another slip.
  const sure = (await findCorrections(previousMessage, { max: 1, language: teacher.language }))[0];
  const shown = sure ?? (await findCorrections(previousMessage, { max: 1, language: teacher.language, families: 'questions' }))[0];
  const part = shown && fixedParts(shown)[0];
  if (!shown || !part || !lastTurn.includes(part.to)) return null;
  const reason = explainCorrection(shown, locale);
  if (!reason) return null;
  return isSpanishTeacher(teacher)
    ? `${reason} Así que «${part.to}», no «${part.from}». ¿Puedes decir tu frase otra vez así? (So '${part.to}', not '${part.from}'. Can you say your sentence again that way?)`
    : `${reason} So: '${part.to}', not '${part.from}'. Can you say your sentence again that way?`;
}
