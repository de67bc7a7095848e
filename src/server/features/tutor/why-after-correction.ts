/**
 * "Why?", "Why not?", "¿Por qué?" just after the teacher fixed a slip or asked about one: the reason, the rule that
 * made the change ("With 'yesterday' we use the past simple..."), and the learner's sentence to say again that way.
 * "Why 'went'?" too, when the words asked about are the change's. Only when the teacher's last turn showed that change;
 * any other "why?" is left to the conversation.
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

/**
 * A why about words of the change, quoted or not: "Why 'went'?", "Why is it 'I went'?", "Why not 'go'?",
 * "¿Por qué «estés»?". Answers the words asked about, or null.
 */
const ASKS_WHY_ABOUT = /^(?:but |and |so |ok(?:ay)?,? |sorry,? )?why(?: is it| not| do (?:i|we|you) (?:say|use)| should i (?:say|use)| (?:say|use))? ['‘"“«]?([\p{L}' ’]{1,40}?)['’"”»]?\s*[?!.]*\s*$|^¿?\s*(?:y |pero )?por qu[eé](?: (?:es|se dice|no))? ['‘"“«]?([\p{L}' ’]{1,40}?)['’"”»]?\s*\?*\s*$/iu;

/** "Why 'has' and not 'have'?", "Why has instead of have?": the new word set against the old; the first is asked about. */
const ASKS_WHY_THIS_NOT_THAT = /^(?:but |and |so |ok(?:ay)?,? |sorry,? )?why(?: is it)? ['‘"“«]?(\p{L}+(?:['’]\p{L}+)*)['’"”»]?,? (?:and not|not|instead of|rather than) ['‘"“«]?\p{L}+(?:['’]\p{L}+)*['’"”»]?\s*[?!.]*\s*$/iu;

export function whyAboutWords(message: string): string | null {
  const setAgainst = ASKS_WHY_THIS_NOT_THAT.exec(message.trim())?.[1];
  if (setAgainst) return setAgainst.toLowerCase().replace(/’/g, "'");
  const match = ASKS_WHY_ABOUT.exec(message.trim());
  const words = match && (match[1] ?? match[2]);
  return words ? words.toLowerCase().replace(/’/g, "'") : null;
}

/** The words asked about are the change's own: its new or its old words, or one of them. */
function isAboutChange(words: string, part: { from: string; to: string }): boolean {
  const said = (text: string) => text.toLowerCase().replace(/’/g, "'");
  const wordsOf = (text: string) => said(text).split(/\s+/);
  return [part.from, part.to].some((side) => said(side) === words || (!words.includes(' ') && wordsOf(side).includes(words)));
}

/** The reason for the change the teacher's last turn showed in the learner's previous message, if this asks why. */
export async function whyAfterCorrection(input: { message: string; previousMessage: string | undefined; lastTurn: string | undefined; teacher: TutorTeacher; locale: Locale }): Promise<string | null> {
  const { message, previousMessage, lastTurn, teacher, locale } = input;
  const about = asksWhy(message) ? null : whyAboutWords(message);
  if ((!asksWhy(message) && !about) || !previousMessage || !lastTurn) return null;
  // What the teacher showed: a change she vouched for, or one she asked the learner to think about. Only its own part is
  // said back: the rest of the sentence may hold another slip.
  const sure = (await findCorrections(previousMessage, { max: 1, language: teacher.language }))[0];
  const shown = sure ?? (await findCorrections(previousMessage, { max: 1, language: teacher.language, families: 'questions' }))[0];
  const part = shown && fixedParts(shown)[0];
  if (!shown || !part || !lastTurn.includes(part.to) || (about && !isAboutChange(about, part))) return null;
  const reason = explainCorrection(shown, locale);
  if (!reason) return null;
  return isSpanishTeacher(teacher)
    ? `${reason} Así que «${part.to}», no «${part.from}». ¿Puedes decir tu frase otra vez así? (So '${part.to}', not '${part.from}'. Can you say your sentence again that way?)`
    : `${reason} So: '${part.to}', not '${part.from}'. Can you say your sentence again that way?`;
}
