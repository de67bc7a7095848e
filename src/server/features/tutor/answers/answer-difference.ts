/**
 * "What's the difference between make and do?": a hand-written table; "ship and sheep": the two sounds and how
 * to make them (sound-pairs.ts); otherwise both WordNet meanings side by side.
 */
import { lookUpSenses } from '../define-word';
import { closestSenses } from '../wordnet/closest-senses';
import type { Answer, AnswerContext } from './answer';
import { findConfusable } from './confusables';
import { explainFormPair } from './form-pairs';
import type { LearnerQuestion } from './detect-question';
import { findGrammarGuide } from './grammar-guides';
import { guideOfForm } from './tense-of-form';
import { describeLinkingWord, findLinkingWord, type LinkingWord } from './linking-words';
import { capitalizeFirst } from '../choose-variant';
import { findSerEstarAdjective, sayInEnglish } from './ser-estar-adjectives';
import { spanishFormsApart } from './spanish-forms-apart';
import { findWordRegister } from './word-registers';
import { findSoundFamilyByLetters, findSoundPair } from './sound-pairs';
import { english, isSpanishTeacher, leadIn } from './teacher-voice';
import { pluralNotUsed, sayPluralNotUsed } from './noun-number';

const short = (definition: string) => definition.split(/;\s*/)[0]!.trim();
/** A verb's gloss read as one ('to engage for service'), whether or not WordNet wrote its 'to' ('discuss': 'to consider...'). */
const asVerb = (pos: string, sense: { definition: string }) => `${pos === 'verb' ? 'to ' : ''}${short(sense.definition).replace(pos === 'verb' ? /^to\s+/i : /^(?!)/, '')}`;
/** 'a bill' and 'an invoice': the words looked up without the article asked with them. */
const withoutArticle = (phrase: string) => phrase.trim().replace(/^(?:a|an|the)\s+/i, '');

/** Null for two longer phrases the tables do not explain: answer-comparison.ts has them checked instead. */
export function answerDifference(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const { teacher, chooser } = context;
  const first = question.subject;
  const second = question.other ?? '';
  if (!second) return null;
  const lead = leadIn(context);
  const entry = findConfusable(first, second);
  const practice = isSpanishTeacher(teacher)
    ? '¿Me das un ejemplo con cada una? (Can you give me one sentence with each?)'
    : chooser.pick('difference-practice', ['Can you give me one sentence with each?', 'Want to try a sentence with each of them?']);
  // Two sounds named by their letters ('l' and 'r'): how to make each, and pairs of words to practise them on.
  const byLetters = findSoundFamilyByLetters(first, second);
  if (byLetters) {
    const [a, b] = byLetters.pairs[0]!;
    const [c, d] = byLetters.pairs[1]!;
    const text = `${byLetters.how} Practise on pairs of words that differ only in those sounds, like '${a}' and '${b}', or '${c}' and '${d}'.`;
    return { text: `${lead} ${english(teacher, text)}`, followUp: english(teacher, `Say them slowly, then faster: ${a}, ${b}, ${a}, ${b}. Now type a sentence with '${a}' and '${b}' in it.`) };
  }
  const sounds = findSoundPair(first, second);
  if (sounds) {
    const [a, b] = sounds.isReversed ? [second, first] : [first, second];
    const { family } = sounds;
    const text = `'${a}' has ${family.first}, and '${b}' has ${family.second}. ${family.how} Say them one after the other, slowly and then faster: ${a}, ${b}, ${a}, ${b}.`;
    return { text: `${lead} ${english(teacher, text)}`, followUp: english(teacher, `Now try a sentence with both: can you say one with '${a}' and '${b}' in it?`) };
  }
  // 'la fiesta es en mi casa' or '... está ...', 'estaba cansado' or 'estuve cansado': the one verb form they differ in.
  const apart = isSpanishTeacher(teacher) ? spanishFormsApart(first, second) : null;
  if (apart?.kind === 'ser-or-estar' && apart.isEvent) {
    const text = `Para un evento usamos ser: «${capitalizeFirst(first.replace(/[.!?¿¡"«»]/g, '').trim().replace(new RegExp(`(?<![\\p{L}])${apart.estar}(?![\\p{L}])`, 'u'), apart.ser))}». (Where and when an event takes place is said with ser; estar is for where a person or a thing is: «Mi casa está en el centro».)`;
    return { text: `${lead} ${text}`, followUp: practice };
  }
  // 'me acuesto' or 'acuesto': done to oneself, or to someone else.
  if (apart?.kind === 'reflexive') {
    const { pronoun, verb } = apart;
    const text = `«${capitalizeFirst(pronoun)} ${verb}»: la acción recae sobre quien la hace; «${verb}», sin «${pronoun}», se la hace a otra persona o a otra cosa. ${english(teacher, `With ${pronoun}, you do it to yourself; without it, you do it to someone or something else.`)} Por ejemplo: «${capitalizeFirst(pronoun)} ${verb} temprano.» «${capitalizeFirst(verb)} a los niños.»`;
    return { text: `${lead} ${text}`, followUp: practice };
  }
  // Two past forms of one verb the table explains on their own ('fue' or 'era', 'estaba' or 'estuve') are told apart by it, below.
  if (apart?.kind === 'preterite-or-imperfect' && !entry) {
    const tenses = findConfusable('pretérito', 'imperfecto')!;
    const text = `«${capitalizeFirst(apart.preterite)}» es pretérito y «${apart.imperfect}», imperfecto. ${english(teacher, tenses.explanation)} Por ejemplo: ${tenses.example}`;
    return { text: `${lead} ${text}`, followUp: practice };
  }
  // 'soy aburrido' and 'estoy aburrido': one adjective that means something else with each verb ('mi hermano es aburrido' too).
  const serEstar = findSerEstarAdjective(first, second) ?? (apart?.kind === 'ser-or-estar' && apart.rest ? findSerEstarAdjective(`${apart.ser} ${apart.rest}`, `${apart.estar} ${apart.rest}`) : null);
  if (serEstar) {
    const { ser, estar, meanings } = serEstar;
    const text = `${english(teacher, 'With ser, the adjective says what someone or something is like; with estar, how they are now.')} «${capitalizeFirst(ser)}» ${english(teacher, `means ${sayInEnglish(ser, meanings.ser)}`)}; «${estar.toLowerCase()}» ${english(teacher, `means ${sayInEnglish(estar, meanings.estar)}`)}.`;
    return { text: `${lead} ${text}`, followUp: practice };
  }
  // Two tenses named ('the past simple and the present perfect'), or quoted as forms ('went' and 'have been').
  const guides = [findGrammarGuide(first) ?? guideOfForm(first), findGrammarGuide(second) ?? guideOfForm(second)];
  if (guides[0] && guides[1] && guides[0] !== guides[1] && !isSpanishTeacher(teacher)) {
    const [a, b] = guides as [NonNullable<(typeof guides)[0]>, NonNullable<(typeof guides)[0]>];
    return { text: `${lead} ${a.use} For example: ${a.examples[0]} ${b.use} For example: ${b.examples[0]}`, followUp: practice };
  }
  // Any other phrase with ser or with estar ('es en el centro' or 'está en el centro'): which verb each is, and what each is for.
  if (apart?.kind === 'ser-or-estar' && !entry) {
    const verbs = findConfusable('ser', 'estar')!;
    return { text: `${lead} «${capitalizeFirst(apart.ser)}» es de ser y «${apart.estar}», de estar. ${english(teacher, verbs.explanation)} Por ejemplo: ${verbs.example}`, followUp: practice };
  }
  // 'Dear Sarah' or 'Hi Sarah': two words whose difference is where each fits (word-registers.ts).
  const registers = isSpanishTeacher(teacher) ? [] : [first, second].map((phrase) => findWordRegister(phrase.split(/\s+/)[0]!));
  if (!entry && registers[0] && registers[1] && registers[0] !== registers[1]) {
    const [a, b] = [first.split(/\s+/)[0]!, second.split(/\s+/)[0]!];
    return { text: `${lead} '${capitalizeFirst(a)}': ${registers[0].note} '${capitalizeFirst(b)}': ${registers[1].note}`, followUp: practice };
  }
  if (entry) {
    const text = entry.isSpanish ? `${english(teacher, entry.explanation)} ${isSpanishTeacher(teacher) ? 'Por ejemplo:' : 'For example:'} ${entry.example}` : english(teacher, `${entry.explanation} For example: ${entry.example}`);
    return { text: `${lead} ${text}`, followUp: practice };
  }
  // Two linking words with no entry of their own ('however' and 'although'): what each does and what follows it.
  const linking = [findLinkingWord(first), findLinkingWord(second)];
  if (linking[0] && linking[1] && linking[0] !== linking[1] && !isSpanishTeacher(teacher)) {
    const [a, b] = linking as [LinkingWord, LinkingWord];
    return { text: `${lead} ${describeLinkingWord(a)} For example: ${a.examples[0]} ${describeLinkingWord(b)} For example: ${b.examples[0]}`, followUp: practice };
  }
  if (first.split(/\s+/).length > 2 || second.split(/\s+/).length > 2) return null;
  // An English dictionary's glosses explain no Spanish word ('el', 'la' are no element and no angle).
  if (isSpanishTeacher(teacher)) return null;
  // 'homework' and 'homeworks': one is a plural English does not use (noun-number.ts).
  const notUsed = pluralNotUsed(second) === first.toLowerCase() ? second : pluralNotUsed(first) === second.toLowerCase() ? first : null;
  if (notUsed) return { text: sayPluralNotUsed(notUsed)!, followUp: english(teacher, `Can you write me a sentence with '${pluralNotUsed(notUsed)}'?`) };
  // Forms, not meanings: 'found' and 'founded', 'stressed' and 'stressful'.
  const forms = explainFormPair(first, second);
  if (forms) return { text: `${lead} ${forms.text}${forms.example ? ` For example: ${forms.example}` : ''}`, followUp: practice };
  // One word asked as two ('live' the verb and 'live' the adjective): its first meaning twice would answer nothing.
  if (first.toLowerCase() === second.toLowerCase()) return null;
  // 'ed', 'th': letters or an ending, whose dictionary senses are abbreviations ('ed' as a medical term, 'th' as Thursday).
  if ([first, second].some((word) => word.replace(/[^\p{L}]/gu, '').length <= 2)) return null;
  const a = lookUpSenses(withoutArticle(first));
  const b = lookUpSenses(withoutArticle(second));
  if (!a || !b) return null;
  // 'appointment' beside 'meeting' is the one arranged in advance, not the act of appointing (closest-senses.ts).
  const near = a.pos === b.pos && a.offsets && b.offsets ? closestSenses(a.pos, a.offsets, b.offsets) : { first: 0, second: 0, distance: Infinity };
  const [senseA, senseB] = [a.senses[near.first]!, b.senses[near.second]!];
  // 'schedule' and 'agenda' share a sense: one gloss said twice would explain nothing.
  const sameMeaning = near.distance === 0 || short(senseA.definition) === short(senseB.definition);
  if (sameMeaning) {
    return {
      text: `${lead} ${english(teacher, `'${first}' and '${second}' can mean the same thing: ${asVerb(a.pos, senseA)}. Which one sounds natural depends on the sentence, so I'd rather see yours than guess.`)}`,
      followUp: english(teacher, `What sentence do you want to use '${first}' or '${second}' in?`),
    };
  }
  return {
    text: `${lead} ${english(teacher, `'${first}' means ${asVerb(a.pos, senseA)}, while '${second}' means ${asVerb(b.pos, senseB)}.`)}`,
    followUp: practice,
  };
}
