/** "Is it correct to say 'I am agree'?": checked with the tutor's own grammar checker, with the better form. */
import { checkGrammar } from '../grammar/check-grammar';
import { isKnownWord } from '../grammar/confident-issue';
import { findCorrections, type Correction, type Fix } from '../grammar/find-corrections';
import { noteOnAskedForm } from './asked-form-notes';
import { fixedParts } from '../grammar/fixed-part';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { explainInformalForm, findInformalForm } from './informal-forms';
import { pluralNotUsed, sayPluralNotUsed } from './noun-number';
import { noteOnFalseFriend } from './english-false-friends';
import { SPANISH_FALSE_FRIENDS, type FalseFriend } from './spanish-false-friends';
import { english, isSpanishTeacher, leadIn } from './teacher-voice';
import { stripAccents } from '../../../lib/strip-accents';
import { escapeRegExp } from '../../../lib/escape-reg-exp';

const stripStop = (s: string) => s.trim().replace(/[.!?]+$/, '');

/** A sentence the checker always corrects: when it finds nothing here, the checker is down (busy or failed), not the sentence fine. */
const PROBES: Record<string, string> = { en: 'She go to school every day.', es: 'Me gusta los tacos.' };

async function checkerIsWorking(language: string): Promise<boolean> {
  const probe = PROBES[language.slice(0, 2)] ?? PROBES.en!;
  return (await findCorrections(probe, { max: 1, language, families: 'every' })).length > 0;
}

/** A fix that only puts a written accent on ('dia' -> 'día', 'donde' -> 'dónde'): spelling, not the form asked about. */
const isAccentOnly = (fix: Fix) => stripAccents(fix.from).toLowerCase() === stripAccents(fix.to).toLowerCase();

/** "Which is correct: 'I am boring' or 'I am bored'?": both checked, the one the checker accepts is named. */
async function answerWhichIsCorrect(first: string, second: string, context: AnswerContext): Promise<Answer | null> {
  const { teacher, chooser } = context;
  // Two words ('bored' or 'boring') are a difference to explain: answer-comparison.ts sends those to answer-difference.ts.
  const language = isSpanishTeacher(teacher) && !/^(?:i|you|we|they|he|she|it)\b/i.test(first) ? 'es-ES' : teacher.language;
  const withStop = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);
  // Asked outright, the teacher weighs the two with every family not measured wrong (family-gate.ts), not only those sure enough to correct unasked.
  // Only a slip in the words the two differ in decides between them: an accent left off a word both share, or one of a
  // word only the other leaves out ('todo el dia'), says nothing of which form is right.
  const plain = (word: string) => stripAccents(word.toLowerCase());
  const wordsOf = (text: string) => text.match(/\p{L}+/gu)?.map(plain) ?? [];
  const differing = (text: string, other: string) => new Set(wordsOf(text).filter((word) => !wordsOf(other).includes(word)));
  const decides = (found: Correction[], text: string, other: string) => {
    const own = differing(text, other);
    return found.filter((c) => c.fixes.some((fix) => wordsOf(fix.from).some((word) => own.has(word)) && !isAccentOnly(fix)));
  };
  const check = (text: string) => findCorrections(withStop(text), { max: 1, language, families: 'questions' });
  const [foundA, foundB] = await Promise.all([check(first), check(second)]);
  const [a, b] = [decides(foundA, first, second), decides(foundB, second, first)];
  const lead = leadIn(context);
  const say = (text: string): Answer => ({ text: `${lead} ${english(teacher, text)}`, followUp: chooser.pick('after-check', ['Could you use it in a sentence of your own?', "What's a sentence you'd really say with it?"]) });
  // Lucía names the right one in Spanish first, the reason after it (her families explain in Spanish and English).
  const sayRight = (right: string, why: string | undefined): Answer =>
    language.startsWith('es')
      ? { text: `Se dice «${right}». ${why ?? ''}`.trim(), followUp: `¿Me dices una frase tuya con «${right}»? (Can you tell me a sentence of your own with it?)` }
      : say(`'${right}' is the right one.${why ? ` ${why}` : ''}`);
  if (a.length === 0 && b.length > 0) return sayRight(stripStop(first), b[0]!.why);
  if (b.length === 0 && a.length > 0) return sayRight(stripStop(second), a[0]!.why);
  if (a.length > 0 && b.length > 0) return say(`Neither is quite right: I'd say '${stripStop(a[0]!.corrected)}'.`);
  // Two single words, one in the dictionary and one not ('childs' or 'children'): the word that exists.
  const [one, other] = [stripStop(first), stripStop(second)];
  if (language.startsWith('en') && /^\p{L}+$/u.test(one) && /^\p{L}+$/u.test(other) && isKnownWord(one.toLowerCase()) !== isKnownWord(other.toLowerCase())) {
    const [right, wrong] = isKnownWord(one.toLowerCase()) ? [one, other] : [other, one];
    return say(`'${right}' is the right one: '${wrong}' isn't an English word.`);
  }
  return null; // both pass the checker: nothing is claimed here (answer-comparison.ts tries its tables, then answerNeitherFaulted)
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Two phrases the checker passes both of ('I am writing to apply' or 'I would like to apply') and no table tells apart:
 * neither is called wrong, and the check's limit is said, as for one sentence. Single words are left unanswered.
 */
export async function answerNeitherFaulted(first: string, second: string, context: AnswerContext): Promise<Answer | null> {
  const [one, other] = [stripStop(first), stripStop(second)];
  if (wordCount(one) < 2 || wordCount(other) < 2) return null;
  // Never called right without having been checked: a checker that did not answer says nothing of either.
  if (!(await checkerIsWorking(isSpanishTeacher(context.teacher) ? 'es-ES' : context.teacher.language))) return null;
  if (isSpanishTeacher(context.teacher)) {
    return { text: `No veo ningún error del que esté segura en ninguna de las dos, «${one}» y «${other}», pero se me puede escapar alguno. (I can't spot a mistake I'm sure of in either, but I may miss one.)`, followUp: '¿Qué quieres decir con la frase? Así vemos cuál encaja mejor. (What do you want to say with it? Then we can see which fits better.)' };
  }
  return {
    text: `${leadIn(context)} I can't spot a mistake I'm sure of in either '${one}' or '${other}', though my check can miss a slip. Which one fits depends on what you want to say and who you're writing to.`,
    followUp: "Send me the whole sentence you'd use it in, and I'll look at it.",
  };
}

/**
 * What is said to be better: the whole recast when no family that may ask doubts any of it, else the first part it
 * fixed (as grammar tips quote it): only that part is vouched for (ADR 024).
 */
async function betterWording(correction: Correction, language: string): Promise<string> {
  const [part] = fixedParts(correction);
  const isWhole = !part || stripStop(part.from) === stripStop(correction.original);
  if (isWhole) return stripStop(correction.corrected);
  const doubted = (await findCorrections(correction.corrected, { max: 1, language, families: 'questions' })).length > 0 || (await keepsAMisspelling(correction.corrected, language));
  return doubted ? part.to : stripStop(correction.corrected);
}

/**
 * 'the technology has changed our lifes': a word the spell checker flags is left in the recast, though no family was
 * sure enough of its spelling to fix it, so the recast is no sentence to call better as a whole. Names (a capital)
 * are left out: the checker does not know every place and person.
 */
async function keepsAMisspelling(text: string, language: string): Promise<boolean> {
  if (!language.startsWith('en')) return false;
  return (await checkGrammar(text)).some((issue) => issue.kind === 'Spelling' && /^\p{Ll}/u.test(text.slice(issue.start, issue.end)));
}

/** 'Is "they never does" wrong?': asked whether it is wrong, so a yes means a mistake. */
const asksIfWrong = (context: AnswerContext) => /\b(?:wrong|incorrect|a mistake|an error)\b[^"'”’]*$/i.test(context.conversation.lastUserMessage ?? '');

/** A word asked about alone: a word the dictionary lacks is said to be none; a real one is judged in its sentence, which is asked for. */
async function answerOneWord(word: string, context: AnswerContext): Promise<Answer | null> {
  const { teacher } = context;
  const bare = stripStop(word);
  if (!/^\p{L}+(?:['’-]\p{L}+)*$/u.test(bare)) return null;
  if (isSpanishTeacher(teacher)) {
    return { text: `Si «${bare}» va bien depende de la frase en la que está. (Whether it fits depends on the sentence it is in.)`, followUp: '¿Me escribes la frase completa? (Can you write me the whole sentence?)' };
  }
  // 'Is "advices" correct?': a plural English does not use, though the dictionary holds it as a verb or a rare sense.
  const notUsed = sayPluralNotUsed(bare);
  if (notUsed) return { text: notUsed, followUp: `Can you write me a sentence with '${pluralNotUsed(bare)}'?` };
  if (!isKnownWord(bare.toLowerCase())) {
    const [fixed] = await findCorrections(`${bare}.`, { max: 1, language: teacher.language, families: 'questions' });
    const better = fixed ? stripStop(fixed.corrected) : null;
    return { text: `'${bare}' isn't an English word${better && better.toLowerCase() !== bare.toLowerCase() ? `: I think you mean '${better}'` : ''}.`, followUp: 'Can you write me the whole sentence with it?' };
  }
  return { text: `I can't judge '${bare}' on its own: whether it's right depends on the sentence around it.`, followUp: 'Can you write me the whole sentence, and I’ll look at it?' };
}

/**
 * A false friend in the Spanish asked about, where the learner's own words say they mean its English look-alike ('...when
 * I'm embarrassed', 'I mean the library'): the one whose Spanish form (any ending) is quoted and whose look-alike is named.
 */
function falseFriendMeantAsLookalike(sentence: string, message: string): FalseFriend | null {
  const outside = message.replace(sentence, ' ').toLowerCase();
  const words = sentence.toLowerCase().split(/[^\p{L}]+/u);
  return (
    SPANISH_FALSE_FRIENDS.find((friend) => {
      const stem = stripAccents(friend.spanish).replace(/(?:o|a|ar|e)$/, '');
      const quoted = words.some((word) => stripAccents(word).startsWith(stem) && stripAccents(word).length - stem.length <= 3);
      const lookalike = friend.lookalike.replace(/^to /, '').replace(/(?:ed|e|al)$/, '');
      return quoted && friend.lookalike !== friend.spanish && new RegExp(`(?<![\\p{L}])${escapeRegExp(lookalike)}`, 'iu').test(outside);
    }) ?? null
  );
}

export async function answerIsCorrect(question: LearnerQuestion, context: AnswerContext): Promise<Answer | null> {
  const { teacher, chooser } = context;
  if (question.other) return answerWhichIsCorrect(question.subject, question.other, context);
  const sentence = question.subject;
  const informal = isSpanishTeacher(teacher) ? undefined : findInformalForm(sentence);
  if (informal) return { text: `${leadIn(context)} ${explainInformalForm(informal)}`, followUp: `How would you write '${informal.example.replace(/[.!?]$/, '')}' in an email?` };
  // One word ('Entonces "íbamos"?', '"datas" is not correct?'): right or wrong only in its sentence, which is asked for.
  if (sentence.split(/\s+/).length < 2) return answerOneWord(sentence, context);
  // 'Is "discuss about" correct?', 'Why "I am having" is wrong?': what the word takes, or a verb of state, told outright.
  const note = isSpanishTeacher(teacher) ? null : noteOnAskedForm(sentence);
  if (note) {
    const asksWhy = /(?:^|[.!?]\s+)(?:\w+[,!]?\s+)?why\b/i.test(context.conversation.lastUserMessage ?? '');
    const lead = asksWhy ? '' : asksIfWrong(context) ? 'Yes, it is: ' : 'Not quite: ';
    return { text: `${lead}${lead ? note : note.replace(/^\w/, (letter) => letter.toUpperCase())}`, followUp: 'Could you write me a sentence of your own with it?' };
  }
  const isSpanish = isSpanishTeacher(teacher) && !/^(?:i|you|we|they|he|she|it)\b/i.test(sentence);
  // 'Is it correct to say "estoy embarazada" when I'm embarrassed?': right Spanish, but not for what the learner means.
  const meantAsLookalike = isSpanish ? falseFriendMeantAsLookalike(sentence, context.conversation.lastUserMessage ?? '') : null;
  if (meantAsLookalike) {
    const { spanish, means, lookalike, say } = meantAsLookalike;
    return {
      text: `¡Cuidado! «${spanish}» quiere decir «${means}», no «${lookalike}». ${english(teacher, `Careful: ${spanish} means ${means}, not ${lookalike}. For ${lookalike}, say ${say}.`)}`,
      followUp: '¿Me lo dices otra vez con la palabra correcta? (Can you say it again with the right word?)',
    };
  }
  const asked = { text: /[.!?]$/.test(sentence) ? sentence : `${sentence}.`, language: isSpanish ? 'es-ES' : teacher.language };
  // A family sure enough to correct unasked is told; one that may only ask (family-gate.ts) is offered with a doubt.
  const [sure] = await findCorrections(asked.text, { max: 1, language: asked.language });
  const [correction] = sure ? [sure] : await findCorrections(asked.text, { max: 1, language: asked.language, families: 'questions' });
  if (!correction && !(await checkerIsWorking(isSpanish ? 'es-ES' : teacher.language))) {
    // Never call a sentence correct without having checked it.
    return { text: english(teacher, `I can't check that sentence properly right now, so I won't guess. Could you ask me again in a moment?`), isHonestFallback: true };
  }
  if (correction) {
    const better = await betterWording(correction, asked.language);
    const why = correction.why ? ` ${correction.why}` : '';
    if (!sure) {
      if (isSpanish) return { text: `No estoy del todo segura, pero creo que es mejor «${better}». ${english(teacher, `I'm not completely sure, but I think '${better}' is better.${why}`)}`, followUp: '¿Qué te parece? (What do you think?)' };
      return { text: `I'm not completely sure, but I think '${better}' is better.${why}`, followUp: 'Which one sounds right to you?' };
    }
    // What a family that may only ask still doubts in the corrected sentence ('vivo aquí hace cinco años': 'desde hace'),
    // asked about after the sure part: asked outright, the learner hears of both.
    const [doubt] = await findCorrections(correction.corrected, { max: 1, language: asked.language, families: 'questions' });
    const doubted = doubt ? stripStop(doubt.corrected) : null;
    // No 'Absolutely.' or 'Sure!' before 'Not quite': the answer opens on the verdict ('Yes, it is' to 'Is it wrong?').
    if (isSpanish) {
      const also = doubted ? ` Piensa también: ¿no sería mejor «${doubted}»? (Also think about it: would '${doubted}' be better?)` : '';
      return { text: `Casi: mejor di «${better}». ${english(teacher, `Almost: the better form is ${better}.${why}`)}${also}`, followUp: `¿Lo repites? (Can you say it again the right way?)` };
    }
    const also = doubted ? ` Also think about it: would '${doubted}' be better?` : '';
    return { text: `${asksIfWrong(context) ? 'Yes, a little' : 'Not quite'}: a better way to say it is '${better}'.${why}${also}`, followUp: chooser.pick('after-check', ['Could you say it again, the new way, in a sentence of your own?', "Try it once more with the correction: what's a sentence you'd really say?"]) };
  }
  // The checker misses many slips, so the answer says what was checked, never that the sentence is right, and asks what
  // the learner doubted: a word named then is answered (word-not-marked.ts).
  // No '¡Claro que sí!' before it: that would sound like a yes.
  if (isSpanish) return { text: `No veo ningún error del que esté segura en «${stripStop(sentence)}», pero se me puede escapar alguno. ${english(teacher, "I can't spot a mistake I'm sure of, but I may miss one.")}`, followUp: '¿Qué palabra te hacía dudar? (Which word made you unsure?)' };
  // 'you are very sensible': no slip, but a word that may not say what the learner means.
  const falseFriend = noteOnFalseFriend(sentence);
  if (falseFriend) return { text: `I can't spot a grammar mistake in '${stripStop(sentence)}'. ${falseFriend}`, followUp: 'Which did you mean?' };
  if (asksIfWrong(context)) return { text: `I can't spot a mistake I'm sure of in '${stripStop(sentence)}', but my check can miss a slip.`, followUp: 'Which word were you unsure about?' };
  // No 'Absolutely.' before it either: it would sound like a yes.
  return { text: `I can't spot a mistake I'm sure of in '${stripStop(sentence)}', but my check can miss a slip.`, followUp: 'Which word were you unsure about?' };
}
