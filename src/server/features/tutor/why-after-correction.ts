/**
 * "Why?", "Why not?", "¿Por qué?" just after the teacher fixed a slip or asked about one: the reason, the rule that
 * made the change ("With 'yesterday' we use the past simple..."), and the learner's sentence to say again that way.
 * "Why 'went'?", "explain me 'like nurse'" or "and 'have went'?" too, when the words asked about are a change's (of any the
 * teacher showed: writing feedback shows several). Only when the teacher's last turn showed that change;
 * any other "why?" is left to the conversation.
 */
import type { TutorTeacher } from '../../lib/language-model';
import type { Locale } from '#/shared/i18n/locales';
import { explainCorrection } from './explain';
import { findCorrections } from './grammar/find-corrections';
import { fixedParts, type FixedPart } from './grammar/fixed-part';
import type { Correction, Fix } from './grammar/find-corrections';
import { isSpanishTeacher } from './answers/teacher-voice';
import { holdsWords, shareWords, wordRun } from './text-pieces';

/** A bare why, about what was just said: 'Why?', 'But why?', 'Why is that?', 'Why not?', 'Why is it wrong?', '¿Por qué?'. */
const ASKS_WHY = /^(?:but |and |so |ok(?:ay)?,? |sorry,? )?why(?: (?:is (?:that|it|this)(?: wrong| better)?|not|is mine wrong|can'?t i say (?:that|it)|do (?:i|we) say (?:that|it)))?\s*[?!.]*\s*$|^¿?\s*(?:y |pero )?por qu[eé]\s*\?*\s*$/i;

export function asksWhy(message: string): boolean {
  return ASKS_WHY.test(message.trim());
}

/**
 * The learner holds to what they wrote, just after it was fixed or asked about: 'but my teacher said "I have went" is
 * correct', 'But in India everybody says it', 'No, I am agree is correct', 'Are you sure?', 'Pero mi profesor dice que...'.
 * The reason is given again, kindly: not 'I see, thanks for sharing that' and a new topic.
 */
const PUSHES_BACK = /^(?:but|no|hmm|really|pero)\b[^?!]*(?:\b(?:my|our|the) (?:teacher|professor|book|friend|boss)\b[^?!]*\b(?:said|says|told|taught)\b|\b(?:everybody|everyone|people|we all|all my friends) (?:say|says|use|uses|write|writes)\b|\b(?:is|it'?s|its) (?:correct|right|normal|fine|ok|okay)\b|(?<![\p{L}])(?:(?:mi|el|la) profesor(?:a)? (?:dice|dijo)|(?:es|está) (?:correcto|bien))(?![\p{L}]))|^(?:but |so |hmm,? )?are you sure\b|^¿?\s*(?:pero )?(?:est[aá]s segura)\b|^(?:no,? )?['"‘“«][^'"’”»]+['"’”»] is (?:correct|right|fine|ok|okay)\b|^no,? \p{L}+(?: \p{L}+){0,3} is (?:correct|right)\b/iu;

export function pushesBack(message: string): boolean {
  return PUSHES_BACK.test(message.trim());
}

/**
 * A why about words of the change, quoted or not: "Why 'went'?", "Why is it 'I went'?", "Why not 'go'?",
 * "¿Por qué «estés»?". Answers the words asked about, or null.
 */
const ASKS_WHY_ABOUT = /^(?:but |and |so |ok(?:ay)?,? |sorry,? )?why(?: is it| not| do (?:i|we|you) (?:say|use)| should i (?:say|use)| (?:say|use)| (?:did )?you (?:said|say|wrote|write|used|use|put))? ['‘"“«]?([\p{L}' ’]{1,40}?)['’"”»]?\s*[?!.]*(?:\s*(?:i (?:don'?t|do not) understand|i wrote \S+(?: \S+)?)[?!.]*)?\s*$|^¿?\s*(?:y |pero )?por qu[eé](?: (?:es|se dice|no))? ['‘"“«]?([\p{L}' ’]{1,40}?)['’"”»]?\s*\?*\s*$/iu;

/** "Why 'has' and not 'have'?", "Why has instead of have?": the new word set against the old; the first is asked about. */
const ASKS_WHY_THIS_NOT_THAT = /^(?:but |and |so |ok(?:ay)?,? |sorry,? )?why(?: is it)? (?:['‘"“«]([\p{L}' ’]{1,40}?)['’"”»]|(\p{L}+(?:['’]\p{L}+)*)),? (?:and not|not|instead of|rather than) ['‘"“«]?[\p{L}' ’]{1,40}?['’"”»]?\s*[?!.]*\s*$/iu;

/**
 * A request to explain words of the change, or a question about them alone: "explain me 'like nurse'", "Can you explain
 * 'have gone'?", "and 'since three years'?", "What about 'childs'?", "What's wrong with 'they was'?", "I don't understand
 * 'for'", "¿Y «fui»?", "Explícame «estés»". Quoted after 'and' or 'what about', which alone name no change.
 */
const QUOTED = String.raw`['‘"“«]([\p{L}' ’-]{1,40}?)['’"”»]`;
const UNQUOTED = String.raw`['‘"“«]?([\p{L}' ’-]{1,40}?)['’"”»]?`;
const ASKS_ABOUT_WORDS = new RegExp(
  [
    String.raw`^(?:(?:can|could) you |please )?explain(?: me| to me)?(?: (?:the|this|that) (?:part|bit|word|words|one|change))?(?: of)? ${UNQUOTED}(?: (?:to me|please|for me))?\s*[?!.]*\s*$`,
    String.raw`^(?:and|what about|how about|and what about|and about)\s+${QUOTED}\s*[?!.]*\s*$`,
    String.raw`^what(?:'s| is) (?:wrong|the problem) with ${UNQUOTED}\s*[?!.]*\s*$`,
    // 'Why is "yo gusto" wrong?', 'Why "hear" is wrong?' (the learner's order), '¿Por qué «yo gusto» está mal?'.
    String.raw`^(?:but |and |so )?why (?:is )?${QUOTED} (?:is )?(?:wrong|incorrect|not correct|not right|a mistake|bad)\s*[?!.]*\s*$`,
    String.raw`^¿?\s*(?:y |pero )?por qu[eé] ${QUOTED} (?:est[aá] mal|no es correcto|no est[aá] bien|es (?:un )?error)\s*\?*\s*$`,
    String.raw`^i (?:don'?t|do not) understand ${QUOTED}\s*[?!.]*\s*$`,
    // 'Is "disappointing" correct?' just after the teacher asked about it.
    String.raw`^(?:so |and |but )?is ${QUOTED} (?:correct|right|ok|okay|wrong|incorrect)(?: here)?\s*[?!.]*(?:\s*(?:and )?why(?: not)?\s*[?!.]*)?\s*$`,
    String.raw`^¿?\s*(?:y|qué pasa con|(?:me )?puedes explicar(?:me)?|explícame)\s+${QUOTED}\s*\?*\s*$`,
    // 'Should that be "íbamos"?', 'So it's "íbamos"?', '¿Entonces es «íbamos»?': the change read back, to be confirmed.
    String.raw`^(?:wait,? |so,? |ok(?:ay)?,? )?(?:should (?:that|it|this) be|so it(?:'s| is)|it should be|is it) ${QUOTED}(?: then| instead)?\s*[?!.]*\s*$`,
    String.raw`^¿?\s*(?:entonces|o sea|y)?,?\s*(?:es|debería ser|se dice) ${QUOTED}(?: entonces)?\s*\?*\s*$`,
    // 'Is inconvenience spelled right?', 'and dealed?': one word of the change, asked about unquoted.
    String.raw`^(?:so |and |but )?is ${UNQUOTED} (?:spelled|spelt|written) (?:right|correctly|well)\s*[?!.]*\s*$`,
    String.raw`^(?:and|what about|how about)\s+(?!(?:you|me|him|her|them|us|it|then|now|yours|mine|this|that|the|a|so)\b)(\p{L}{3,20})\s*\?+\s*$`,
    // 'Wait, is embarazada the wrong word?': the word the teacher just changed, asked about.
    String.raw`^(?:wait,? |so,? |oh,? )?is ${UNQUOTED} (?:the )?(?:wrong|incorrect|a wrong|not the right)(?: word)?\s*[?!.]*\s*$`,
  ].join('|'),
  'iu',
);

export function whyAboutWords(message: string): string | null {
  const against = ASKS_WHY_THIS_NOT_THAT.exec(message.trim());
  const setAgainst = against?.[1] ?? against?.[2];
  if (setAgainst) return setAgainst.toLowerCase().replace(/’/g, "'");
  const match = ASKS_WHY_ABOUT.exec(message.trim()) ?? ASKS_ABOUT_WORDS.exec(message.trim());
  const words = match?.slice(1).find((group) => group !== undefined);
  return words ? words.toLowerCase().replace(/’/g, "'") : null;
}


/** The words asked about are the change's own: its new or its old words, or a run of them. */
function isAboutChange(words: string, part: { from: string; to: string }): boolean {
  return [part.from, part.to].some((side) => holdsWords(side, words));
}

/** 'Why "doesn't like" and not "don't like"?' of 'brother don't' -> 'brother doesn't': the asked words hold a word the change changed. */
function holdsChangedWord(words: string, part: { from: string; to: string }): boolean {
  const wordsOf = (text: string) => wordRun(text).trim().split(' ');
  const [from, to] = [wordsOf(part.from), wordsOf(part.to)];
  const changed = [...to.filter((w) => !from.includes(w)), ...from.filter((w) => !to.includes(w))];
  // At most one word beyond the change's own ('like' in 'doesn't like'): more is a sentence of its own ('and "soy en casa
  // ahora"?' after 'yo soy de'), to be checked, not the change's reason said again.
  const beyond = wordsOf(words).filter((w) => !from.includes(w) && !to.includes(w));
  return wordsOf(words).length > 1 && beyond.length <= 1 && wordsOf(words).some((w) => changed.includes(w));
}

/** Changes the teacher may have shown of one message: as many as writing feedback asks about. */
const MAX_SHOWN = 4;
type Shown = { correction: Correction; part: FixedPart };

/** The changes of `previousMessage` the teacher's last turn showed: those she vouched for first, then those she asked about. */
async function changesShown(previousMessage: string, lastTurn: string, language: string): Promise<Shown[]> {
  const sure = await findCorrections(previousMessage, { max: MAX_SHOWN, language });
  const asked = await findCorrections(previousMessage, { max: MAX_SHOWN, language, families: 'questions' });
  return [...sure, ...asked].flatMap((correction) => fixedParts(correction).map((part) => ({ correction, part }))).filter((s) => lastTurn.includes(s.part.to));
}

/** The one fix of a change the words are about ('childs' of 'She have two childs'), with the word before it. */
function fixAskedAbout(shown: Shown, words: string | null): Fix | undefined {
  const inPart = shown.correction.fixes.filter((f) => shareWords(f.to, shown.part.to) || shareWords(f.from, shown.part.from));
  return (words ? inPart.find((f) => shareWords(words, f.from) || shareWords(words, f.to)) : undefined) ?? (inPart.length === 1 ? inPart[0] : undefined);
}

/**
 * The fix's own words with the context a shown part has ('like nurse' -> 'as a nurse', not 'work like' -> 'work as a'):
 * the learner's sentence with that fix alone made, read as fixed parts are.
 */
function partOfFix(correction: Correction, fix: Fix): FixedPart {
  const from = `${fix.before} ${fix.from}`.trim();
  const alone = { ...correction, corrected: correction.original.replace(from, `${fix.before} ${fix.to}`.trim()), fixes: [fix] };
  return fixedParts(alone)[0] ?? { from, to: `${fix.before} ${fix.to}`.trim() };
}

/** The reason for one change the teacher showed in `previousMessage`, in `lastTurn`, or null. */
async function reasonFor(about: string | null, previousMessage: string, lastTurn: string, teacher: TutorTeacher, locale: Locale): Promise<string | null> {
  // What the teacher showed: a change she vouched for, or one she asked the learner to think about. Only its own part is
  // said back (or the one fix asked about): the rest of the sentence may hold another slip.
  const changes = await changesShown(previousMessage, lastTurn, teacher.language);
  const shown = changes.find((s) => !about || isAboutChange(about, s.part)) ?? (about ? changes.find((s) => holdsChangedWord(about, s.part)) : undefined);
  if (!shown) return null;
  const fix = fixAskedAbout(shown, about);
  const reason = explainCorrection(fix?.why || fix?.reason ? fix : shown.correction, locale);
  if (!reason) return null;
  const said = fix && about ? partOfFix(shown.correction, fix) : shown.part;
  return isSpanishTeacher(teacher)
    ? `${reason} Así que «${said.to}», no «${said.from}». ¿Puedes decir tu frase otra vez así? (So '${said.to}', not '${said.from}'. Can you say your sentence again that way?)`
    : `${reason} So: '${said.to}', not '${said.from}'. Can you say your sentence again that way?`;
}

/** A message this short before the teacher's turn may be a request to check the text before it ('can you check it?'). */
const WORDS_OF_A_REQUEST = 8;

/** Questions about the changes go on across turns ("explain 'like nurse'", then "and 'since three years'?"): this many back. */
const TURNS_BACK = 3;
const asksAboutChange = (message: string) => asksWhy(message) || whyAboutWords(message) !== null;

/**
 * The reason for a change a teacher's turn showed in the learner's message before it, if this asks why or about its
 * words: of the last turn, or of an earlier one when every message since asked about changes too. A bare why is of the
 * last turn only.
 */
export async function whyAfterCorrection(input: { userMessages: readonly string[]; assistantMessages: readonly string[]; teacher: TutorTeacher; locale: Locale }): Promise<string | null> {
  const { userMessages, assistantMessages, teacher, locale } = input;
  const message = userMessages.at(-1) ?? '';
  const isPushback = !asksWhy(message) && pushesBack(message);
  const about = asksWhy(message) || isPushback ? null : whyAboutWords(message);
  if (!asksWhy(message) && !isPushback && !about) return null;
  for (let back = 1; back <= (about ? TURNS_BACK : 1); back++) {
    const previousMessage = userMessages.at(-1 - back);
    const lastTurn = assistantMessages.at(-back);
    if (!previousMessage || !lastTurn || (back > 1 && !asksAboutChange(userMessages.at(-back)!))) return null;
    // 'Is it correct to say "I am agree"?' then 'why?': the sentence asked about is the one the teacher changed.
    const quoted = /["“‘'«]([^"”’'»]{3,})["”’'»]/u.exec(previousMessage)?.[1];
    // 'Can you check it?' after a text: the teacher's turn showed the changes of the text before the request.
    const textBefore = previousMessage.split(/\s+/).length < WORDS_OF_A_REQUEST ? userMessages.at(-2 - back) : undefined;
    const reason =
      (await reasonFor(about, previousMessage, lastTurn, teacher, locale)) ??
      (quoted ? await reasonFor(about, quoted, lastTurn, teacher, locale) : null) ??
      (textBefore ? await reasonFor(about, textBefore, lastTurn, teacher, locale) : null);
    // A change she only asked about ('Something to think about: ...') is not insisted on: she says what she had in mind.
    const wasOnlyAsked = /\bthink about\b|\bfit better\b|\bwhich sounds? right\b|\bno estoy (?:del todo )?segura\b/i.test(lastTurn);
    if (reason && isPushback && wasOnlyAsked) return `${isSpanishTeacher(teacher) ? 'Te lo pregunté porque no estaba del todo segura, y esto es lo que tenía en mente. (I asked because I was not completely sure, and this is what I had in mind.)' : "I asked it as a question because I wasn't completely sure, and here is what I had in mind."} ${reason}`;
    if (reason && isPushback) return `${isSpanishTeacher(teacher) ? 'Te entiendo, y puede que lo oigas así, pero en el español de los libros y los exámenes no se dice. (I understand, and you may hear it, but it is not standard Spanish.)' : "I understand, and you may hear it said that way, but it isn't standard English, and exams and employers will count it as a mistake."} ${reason}`;
    if (reason) return reason;
  }
  return null;
}
