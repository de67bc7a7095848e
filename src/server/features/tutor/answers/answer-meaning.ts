/**
 * "What does 'reluctant' mean?": the sense from WordNet (the one that fits the context the learner gave, or
 * the sentence the teacher used the word in, else the most common), business idioms from Ethan's table, and
 * Spanish words from Lucía's own word list, linking words from their own table (linking-words.ts). A word none of these knows gets an honest "I'm not sure".
 */
import { lookUpSenses } from '../define-word';
import type { Synset } from '../wordnet/read-wordnet';
import type { TutorTeacher } from '../../../lib/language-model';
import type { Answer, AnswerContext } from './answer';
import { verbForms } from '../grammar/verb-forms';
import { findWordRegister } from './word-registers';
import { type GrammarGuide, guideHeardIn } from './grammar-guides';
import { explainSpokenForm } from './spoken-forms';
import { findIdiom } from './business-idioms';
import { describeFamilyWord, familyWordFor } from './family-words';
import { describeLinkingWord, findLinkingWord } from './linking-words';
import { asksIfCorrect, type LearnerQuestion } from './detect-question';
import { describeSpanishCulture } from './spanish-culture';
import { findEnglishFor, findSpanishPhrase, looksSpanishWord } from './spanish-phrasebook';
import { english, isSpanishTeacher, leadIn, tryItQuestion } from './teacher-voice';
import { englishForLookalike } from './english-false-friends';

const POINTING_WORDS = new Set(['it', 'that', 'this', 'these', 'those', 'what you said', 'your question']);
const STOP = new Set('the a an of to in on at for and or but is are was were be been it this that with as by from your you my i me we they he she what does mean has have had who why how when where which there their them his her its our can could would should will not did about than then also very just some any all into'.split(' '));

const words = (text: string) => (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length > 2 && !STOP.has(w));

/** The words of a task teacher's field, that tell its senses of a word asked with no sentence ('What does turnover mean?' to the business coach). */
const TASK_SENSE_CONTEXT: Partial<Record<TutorTeacher['task'], string>> = {
  business: 'business company commercial commerce sales sell buy revenue income money dollars customer market profit trade financial price payment agreement transaction',
  interview: 'job employment employer employee company career hire applicant candidate salary',
};

/** The sense whose definition, examples and synonyms share most words with the context; ties go to the commoner sense. */
export function chooseSense(allSenses: readonly Synset[], context: string, isAdjective = false, asked = ''): Synset {
  // The asked word itself ('inspired' in 'has inspired you') is in every sense's words: it tells none apart.
  const stem = asked.toLowerCase().slice(0, 5);
  const wanted = new Set(words(context).filter((w) => !stem || !w.startsWith(stem)));
  // WordNet defines a few adjectives with a noun ('reluctant': 'unwillingness to...'), which reads wrongly after 'means'.
  const readable = isAdjective ? allSenses.filter((s) => !/^\w+(?:ness|ity|tion|ment)\b/.test(s.definition)) : allSenses;
  const senses = readable.length > 0 ? readable : allSenses;
  let best = senses[0]!;
  let bestScore = 0;
  for (const sense of senses) {
    const text = [sense.definition, ...sense.examples, ...sense.words].join(' ');
    const score = words(text).filter((w) => wanted.has(w) || [...wanted].some((c) => c.length > 4 && w.startsWith(c.slice(0, 5)))).length;
    if (score > bestScore) {
      best = sense;
      bestScore = score;
    }
  }
  return best;
}

/** 'unwilling and hesitant; disinclined' → 'unwilling and hesitant, or disinclined' (first two clauses). */
function speakDefinition(definition: string): string {
  const clauses = definition.replace(/\s*--\s*/g, ', ').split(/;\s*/).map((c) => c.trim()).filter(Boolean);
  return clauses.slice(0, 2).join(', or ').replace(/[.,;:]+$/, '');
}

function sentenceCase(text: string): string {
  const trimmed = text.trim().replace(/^["']|["']$/g, '');
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** A word written in another script ('累', 'ありがとう', 'شكرا'): no letters of the Latin alphabet at all. */
const IN_ANOTHER_SCRIPT = /^[^\p{Script=Latin}]*\p{L}[^\p{Script=Latin}]*$/u;

function notKnown(subject: string, context: AnswerContext): Answer {
  // 'How do you say 累 in English?': a word she cannot read here, so she asks for what it means, to give the English for it.
  if (IN_ANOTHER_SCRIPT.test(subject)) {
    const text = isSpanishTeacher(context.teacher)
      ? `Mmm, «${subject}»... (I can't read that word here, so I'd rather not guess. Tell me in English, or with simple Spanish words, what it means, and I'll give you the Spanish for it.)`
      : `I can't read '${subject}' here, so I'd rather not guess. Tell me in simple English words what it means, or when you would say it, and I'll give you the English word for it.`;
    return { text, followUp: '', isHonestFallback: true };
  }
  const text = isSpanishTeacher(context.teacher)
    ? `Mmm, «${subject}»... (I'm honestly not sure about that one, and I'd rather not guess. Where did you see it? The sentence around it would help me.)`
    : `Hmm, I'm honestly not sure about '${subject}', and I'd rather not guess. Where did you see or hear it? The sentence around it would help me.`;
  return { text, isHonestFallback: true };
}

/** What the learner asked about without the words they framed it in: 'to feel homesick' is 'homesick', "let's touch base" 'touch base'. */
const plainAsked = (asked: string) => asked.replace(/^(?:to (?:feel|be|get|become) |feel(?:ing)? |be(?:ing)? |let's |let us )(?=\p{L}{3,})/iu, '');

/**
 * The words asked about as a dictionary or the idioms list holds them: as asked, or without the 'to' or 'to be' learners put
 * before a verb or an idiom ('to quit', 'to be on the fence'), or with a past or -ing first word as its verb ('burned out' ->
 * 'burned-out', else 'burn out'). Undefined where none is held.
 */
function asDictionaryHasIt(asked: string): string | undefined {
  const [first = '', ...rest] = asked.trim().split(/\s+/);
  const infinitive = verbForms(first.toLowerCase())?.infinitive;
  // 'burned out' is held as the adjective 'burned-out' before the verb 'burn out' (of a fire, not a person).
  const hyphened = rest.length > 0 ? asked.trim().replace(/\s+/g, '-') : asked;
  const variants = [asked, asked.replace(/^to be /i, ''), asked.replace(/^to /i, ''), hyphened, ...(infinitive && rest.length > 0 ? [[infinitive, ...rest].join(' ')] : [])];
  return variants.find((variant) => findIdiom(variant) || lookUpSenses(variant));
}

export function answerMeaning(question: LearnerQuestion, context: AnswerContext): Answer | null {
  // An idiom or a word as asked comes first ('feel blue' is an idiom, not 'blue').
  const subject = asDictionaryHasIt(question.subject) ?? plainAsked(question.subject);
  const { teacher, chooser, conversation } = context;
  if (POINTING_WORDS.has(subject.toLowerCase())) {
    // "What does it mean?": ask which word, rather than guess one.
    return { text: english(teacher, "Which word or phrase do you mean? Type it for me and I'll explain it."), followUp: '' };
  }
  const lead = leadIn(context);
  // 'gonna', 'dunno': spoken forms no dictionary of written words holds.
  // Two asked together ('what is "wanna" and "gonna"?'): each told.
  const second = /\band ["'‘“]?([\p{L}']+)["'’”]?(?: mean)?\s*\?*$/iu.exec(context.conversation.lastUserMessage ?? '')?.[1];
  const secondSpoken = !isSpanishTeacher(teacher) && second && second.toLowerCase() !== subject.toLowerCase() ? explainSpokenForm(second) : null;
  const spokenAlone = isSpanishTeacher(teacher) ? null : explainSpokenForm(subject);
  const spoken = spokenAlone && secondSpoken ? `${spokenAlone} ${secondSpoken}` : spokenAlone;
  if (spoken) return { text: `${lead} ${spoken}`, followUp: chooser.pick('spoken-form-try', ['Can you say one of your own sentences with it, and then the written way?', 'Try it: one sentence of your own, first spoken, then written.']) };
  // 'cheers', 'kindly', 'dear': a word whose use is its register is told by where it fits, not by a dictionary's first sense.
  const register = isSpanishTeacher(teacher) ? undefined : findWordRegister(subject);
  if (register) return { text: `${lead} '${capitalize(subject)}': ${register.note}`, followUp: tryItQuestion(teacher, subject, chooser) };
  // 'actualmente': a learner's own word whose English look-alike means something else ('actually').
  const lookalike = isSpanishTeacher(teacher) ? null : englishForLookalike(subject);
  if (lookalike) return { text: `${lead} ${lookalike}`, followUp: chooser.pick('lookalike-try', ['Can you say a sentence of your own with it?', 'Try it in a sentence about your week.']) };
  // 'the sister of your mother': the word for that relation ('aunt').
  const family = isSpanishTeacher(teacher) ? null : familyWordFor(subject);
  if (family) return describeFamilyWord(family);
  // Before the length limit: an idiom may run to seven words ('let the cat out of the bag').
  const idiom = findIdiom(subject);
  if (idiom) {
    return { text: `${lead} ${english(teacher, `'${capitalize(idiom.idiom)}' means ${idiom.meaning}. For example: ${idiom.example}`)}`, followUp: tryItQuestion(teacher, idiom.idiom, chooser) };
  }
  if (subject.split(/\s+/).length > 6) return null;

  // "What does 'I'm not used to it' mean?": a phrase built with a structure is explained by the structure's guide.
  const guide = isSpanishTeacher(teacher) ? null : guideHeardIn(subject);
  if (guide) return { text: `${lead} ${describeHeardIn(subject, guide, conversation.lastUserMessage ?? '')}`, followUp: guide.practice };

  const linking = findLinkingWord(subject);
  if (linking) return { text: `${lead} ${english(teacher, `${describeLinkingWord(linking)} For example: ${linking.examples[0]}`)}`, followUp: tryItQuestion(teacher, linking.word, chooser) };

  // To Lucía a word on her Spanish lists is Spanish; to an English teacher only one English does not have ('solo',
  // 'hospital' and 'fiesta' are English words too, and are defined as such).
  const isSpanishWord = isSpanishTeacher(teacher)
    ? looksSpanishWord(subject) || /\bin english\b/i.test(conversation.lastUserMessage ?? '')
    : looksSpanishWord(subject) && !lookUpSenses(subject);
  // A festival, dish or custom ('las Fallas', 'la horchata'): described, since no word translates it.
  const custom = isSpanishTeacher(teacher) ? describeSpanishCulture(subject) : null;
  if (custom) return { text: `${lead} «${capitalize(subject)}»: ${english(teacher, `${custom}.`)}`, followUp: tryItQuestion(teacher, subject, chooser) };
  if (isSpanishWord) {
    const meaning = findEnglishFor(subject);
    if (!meaning) return notKnown(subject, context);
    return { text: `${lead} «${capitalize(subject)}»: ${english(teacher, `it means ${/^to |^I /.test(meaning) ? meaning : `'${meaning}'`}.`)}`, followUp: tryItQuestion(teacher, subject, chooser) };
  }

  const lastTeacherTurn = conversation.assistantMessages.at(-1) ?? '';
  // 'Who is a person that has inspired you?' ... "What is 'inspired'?": the verb the teacher used, not the adjective.
  const found = lookUpSenses(subject, { pos: usedAsVerb(subject, [question.context ?? '', lastTeacherTurn].join(' ')) ? 'verb' : undefined });
  if (!found) return notKnown(subject, context);
  // The sense used: the learner's own context ("in 'river bank'"), else the teacher's sentence that used the word.
  const usedByTeacher = new RegExp(`\\b${found.lemma.split(' ')[0]}`, 'i').test(lastTeacherTurn) ? lastTeacherTurn : '';
  // With neither, the sense of the teacher's own field: 'turnover' to a business coach is the business done, not staff replaced.
  const given = [question.context ?? '', usedByTeacher].join(' ').trim();
  const sense = chooseSense(found.senses, given || (TASK_SENSE_CONTEXT[teacher.task] ?? ''), found.pos === 'adjective', found.lemma);
  const definition = speakDefinition(sense.definition);
  const meaning = found.pos === 'verb' && !/^to\b/.test(definition) ? `to ${definition}` : definition;
  const example = sense.examples.find((e) => new RegExp(`\\b${subject.split(' ')[0]!.slice(0, Math.max(3, subject.length - 3))}`, 'i').test(e));
  const synonym = sense.words.map((w) => w.replace(/_/g, ' ')).find((w) => w.toLowerCase() !== found.lemma && w.toLowerCase() !== subject.toLowerCase() && !/\(/.test(w));
  const parts = [`'${capitalize(subject)}' means ${meaning}.`];
  if (example) parts.push(`For example: ${sentenceCase(example)}`);
  else if (synonym) parts.push(`A similar word is '${synonym}'.`);
  if (isSpanishTeacher(teacher)) {
    const spanish = findSpanishPhrase(subject);
    const gloss = english(teacher, parts.join(' '));
    return { text: `${lead} ${gloss}${spanish ? ` En español: ${spanish.spanish.replace(/[.]$/, '')}.` : ''}`, followUp: tryItQuestion(teacher, spanish?.spanish.replace(/[.]$/, '') ?? subject, chooser) };
  }
  return { text: `${lead} ${parts.join(' ')}`, followUp: tryItQuestion(teacher, subject, chooser) };
}

/** The structure's guide for a phrase using it, and, when the learner also asked whether it is right, that it is (the guide's pattern only takes its right form). */
function describeHeardIn(subject: string, guide: GrammarGuide, message: string): string {
  const isTheName = guide.names.some((name) => name.toLowerCase() === subject.toLowerCase());
  const built = isTheName ? '' : `'${capitalize(subject)}' is built with ${guide.names[0]}. `;
  const right = asksIfCorrect(message) && !isTheName ? ` And yes, '${subject}' is correct.` : '';
  return `${built}${guide.use} The form: ${guide.form} For example: ${guide.examples.join(' ')}${right}`;
}

/** A past form used as a verb in the sentence: after 'have' ('has inspired'), or before its object ('inspired me'). */
function usedAsVerb(word: string, sentence: string): boolean {
  if (!/ed$/i.test(word) || !sentence) return false;
  const quoted = word.replace(/[^\p{L}]/gu, '');
  return new RegExp(`\\b(?:has|have|had|having|'ve)\\s+(?:\\p{L}+\\s+)?${quoted}\\b|\\b${quoted}\\s+(?:me|you|him|her|us|them|people|everyone)\\b`, 'iu').test(sentence);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
