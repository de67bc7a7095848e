/** enjoy/finish/suggest + -ing, want/decide/hope + to, like + -ing, let/make + verb, look forward to + -ing. */
import { findLemma, likelyPartOfSpeech } from '../../../wordnet/find-lemma';
import { has, type Token } from '../../../grammar/tag-sentence';
import { verbForms } from '../../../grammar/verb-forms';
import { MODALS, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import verbsWithToWords from '../words/verbs-with-to.json';
import verbsWithIngWords from '../words/verbs-with-ing.json';
import { because, describeFamily } from '../because';

const ING_VERBS = new Set<string>(verbsWithIngWords);
const TO_VERBS = new Set<string>(verbsWithToWords);
const LIKE_VERBS = new Set(['like', 'love', 'hate', 'prefer', 'start', 'begin', 'continue']);
const BARE_VERBS = new Set(['let', 'make']);
/** Adjectives whose 'to' takes a verb's base form ('nice to meet you', 'happy to help'): never a preposition. */
const ADJECTIVES_WITH_TO = new Set(['nice', 'happy', 'glad', 'pleased', 'ready', 'able', 'easy', 'hard', 'difficult', 'important', 'sad', 'sorry', 'lucky', 'excited', 'willing', 'eager']);
/** 'look forward to', 'be used to', 'interested in', 'good at': a preposition, so the verb after it takes -ing. */
const PREPOSITION_PHRASES = [['look', 'forward', 'to'], ['looking', 'forward', 'to'], ['looked', 'forward', 'to'], ['interested', 'in'], ['good', 'at'], ['instead', 'of'], ['tired', 'of'], ['afraid', 'of'], ['thinking', 'about'], ['think', 'about'], ['before'], ['after'], ['without']];

const OBJECT_PRONOUNS = new Set(['me', 'you', 'him', 'her', 'us', 'them']);
const SUBJECT_OF: Record<string, string> = { me: 'I', you: 'you', him: 'he', her: 'she', us: 'we', them: 'they' };
const BE_FORMS = new Set(['be', 'is', 'are', 'was', 'were', 'been', 'being', 'am', "'s", "'re"]);
/** 'will', 'would', 'can' after 'hope' or 'learned' start a new clause ('I hope the words I learned will stay with me'). */
const isModalOrAuxiliary = (t: Token | undefined): boolean => !!t && (MODALS.has(t.lower) || has(t, 'Modal') || has(t, 'Auxiliary') || BE_FORMS.has(t.lower));
/** Words that read as verbs but rarely are one after 'like' or a preposition ('continue like this', 'time after time'). */
const NOT_A_VERB_HERE = new Set(['like', 'this', 'that', 'these', 'those', 'so', 'well', 'back', 'time', 'home', 'place', 'work', 'school']);

/** A verb's base form that is most likely a verb here ('read', 'swim'), not a noun ('music') or a name. */
export const isBaseVerb = (t: Token | undefined): boolean =>
  !!t && !has(t, 'Gerund') && !has(t, 'Plural') && !has(t, 'ProperNoun') && verbForms(t.lower)?.infinitive === t.lower && (has(t, 'Verb') || likelyPartOfSpeech(t.lower) === 'verb');

function lemmaOf(t: Token): string {
  return verbForms(t.lower)?.infinitive ?? t.lower;
}

export const verbPatterns: GrammarRule = {
  id: 'verb-patterns',
  family: 'verb-patterns',
  subFamilies: ['preposition-before-ing', 'to-before-base', 'suggest-that'],
  explanation: describeFamily('verb-patterns'),
  examples: [
    { text: 'She enjoys to cook for her family.', better: 'She enjoys cooking for her family.' },
    { text: 'I finished to read the book.', better: 'I finished reading the book.' },
    { text: 'We decided going by train.', better: 'We decided to go by train.' },
    { text: 'She made me to wait.', better: 'She made me wait.' },
    { text: 'I am thinking about buy a car.', better: 'I am thinking about buying a car.' },
    { text: 'I look forward to hear from you.', better: 'I look forward to hearing from you.' },
    { text: 'She is interested in learn Japanese.', better: 'She is interested in learning Japanese.' },
    { text: 'I look forward to meet you.', better: 'I look forward to meeting you.' },
    // 'to' of a verb or an adjective that takes one: the base form after it.
    { text: 'Nice to meeting you.', better: 'Nice to meet you.' },
    { text: 'We want to going out tonight.', better: 'We want to go out tonight.' },
    { text: 'We are ready to starting the lesson.', better: 'We are ready to start the lesson.' },
    // 'suggest' takes what is suggested as a clause of its own, never a person and 'to'.
    { text: 'I suggest you to read more books.', better: 'I suggest that you read more books.' },
    { text: 'My teacher suggested me to take a break.', better: 'My teacher suggested that I take a break.' },
    { text: 'The doctor suggests him to sleep more.', better: 'The doctor suggests that he sleep more.' },
  ],
  counterExamples: [
    'I like to swim in the morning.',
    'I like football.',
    'She stopped to buy some bread.',
    'I want to learn Spanish.',
    'I tried cooking Thai food.',
    // After a set phrase ending in a preposition, a word that can be a noun is its object.
    "I'm interested in travel and photography.",
    "He's afraid of change.",
    'I look forward to summer.',
    'I look forward to summer with you.',
    "She's thinking about work all the time.",
    // 'dance' is as much a noun as a verb here: unsure, so nothing is said.
    'They love dance.',
    'We cannot go on like this.',
    'Day after day the rain kept falling.',
    'The castle is considered to be the oldest in the region.',
    'I hope the words I learned will stay with me.',
    'If you want, come with us.',
    'She has a face like a film star.',
    // An adjective, a particle or a noun after keep/consider, a passive, a British 'need' + -ing.
    'Keep calm and study hard.',
    'My shoes need cleaning.',
    "It's suggested to arrive early.",
    'Remove the cover before use.',
    // Ordinary sentences that look like the error and are right.
    'I enjoy reading in the evening.',
    'She wants to learn French.',
    'They decided to move to the coast.',
    'Cats help keep down the mice on farms.',
    'She considered silence an answer to her letter.',
    'We are not minded to change the plan.',
    'She seems born to teach.',
    // A 'to' that is a preposition takes -ing: after other words than those ('used to', 'close to', 'open to').
    'I am used to getting up early.',
    'She is close to finishing her degree.',
    'I am open to working at weekends.',
    'I am happy to help.',
    'I suggest that you read more books.',
    'She suggested going to the beach.',
    'He suggested a walk to me.',
    'What do you suggest to me?',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((token, i) => {
      const lemma = has(token, 'Verb') ? lemmaOf(token) : token.lower;
      const next = tokens[i + 1];
      const afterNext = tokens[i + 2];
      // 'if she tried, could win': a comma (or a slash, a quote) ends the pattern.
      if (!next || /\S/.test(token.post)) return;
      // A passive ('it is hoped', 'are considered', 'it's suggested', 'we are not inclined to') is not the verb pattern.
      const beforeVerb = tokens[i - 1]?.lower === 'not' ? tokens[i - 2] : tokens[i - 1];
      const isPassive = (BE_FORMS.has(beforeVerb?.lower ?? '') || /'(s|re)$/.test(beforeVerb?.lower ?? '')) && has(token, 'PastTense');
      const gerundOf = (t: Token) => verbForms(t.lower)?.gerund ?? null;
      // 'I suggest you to read' -> 'I suggest that you read': measured apart, a family of its own.
      if (lemma === 'suggest' && has(token, 'Verb') && OBJECT_PRONOUNS.has(next.lower) && afterNext?.lower === 'to' && !/\S/.test(next.post) && isBaseVerb(tokens[i + 3]) && has(tokens[i + 3], 'Verb')) {
        edits.push({ start: i + 1, end: i + 3, to: `that ${SUBJECT_OF[next.lower]}`, ...because('verb-patterns.suggest-that'), rule: 'suggest-that' });
        return;
      }
      if (ING_VERBS.has(lemma) && has(token, 'Verb')) {
        const target = next.lower === 'to' ? afterNext : next;
        // 'keep calm', 'keep down the deer', 'considered misrule a': an adjective, a particle or a noun, not a verb.
        const isVerbAfter = next.lower === 'to' || (!has(target, 'Noun') && !has(target, 'Adjective') && !has(target, 'Particle') && likelyPartOfSpeech(target?.lower ?? '') === 'verb');
        if (target && !isPassive && target.lower !== 'be' && isBaseVerb(target) && gerundOf(target) && isVerbAfter) {
          edits.push({ start: i + 1, end: next.lower === 'to' ? i + 3 : i + 2, to: gerundOf(target)!, ...because('verb-patterns.ing', { verb: lemma }) });
        }
        return;
      }
      // 'Nice to meeting you', 'I want to going': the 'to' of such a verb or adjective takes the base form.
      const takesTo = (TO_VERBS.has(lemma) && has(token, 'Verb') && !has(token, 'Auxiliary') && !isPassive) || ADJECTIVES_WITH_TO.has(token.lower);
      if (takesTo && next.lower === 'to' && !/\S/.test(next.post) && afterNext && has(afterNext, 'Gerund') && verbForms(afterNext.lower)?.gerund === afterNext.lower) {
        // Measured apart from the verb patterns (a family of its own): what the gate decides of those is not this one's.
        edits.push({ start: i + 2, end: i + 3, to: verbForms(afterNext.lower)!.infinitive, ...because('verb-patterns.to-verb', { verb: token.lower }), rule: 'to-before-base' });
        return;
      }
      if (TO_VERBS.has(lemma) && has(token, 'Verb') && !has(token, 'Auxiliary')) {
        if (isPassive || isModalOrAuxiliary(next) || NOT_A_VERB_HERE.has(next.lower)) return;
        // 'The crops need harvesting' is a passive ('need to be harvested'), British and right.
        if (has(next, 'Gerund') && verbForms(next.lower)?.gerund === next.lower && lemma !== 'try' && lemma !== 'need') {
          edits.push({ start: i + 1, end: i + 2, to: `to ${verbForms(next.lower)!.infinitive}`, ...because('verb-patterns.to-verb', { verb: lemma }) });
        } else if (isBaseVerb(next) && has(next, 'Verb') && !['to', 'be'].includes(next.lower) && lemma !== 'try' && likelyPartOfSpeech(next.lower) !== 'adjective') {
          edits.push({ start: i + 1, end: i + 1, to: 'to', ...because('verb-patterns.to-before', { verb: lemma }) });
        }
        return;
      }
      // 'one thing like put', 'a city like this': after a noun, 'like' means 'such as'.
      const likeIsPreposition = token.lower === 'like' && (has(tokens[i - 1], 'Noun') && !has(tokens[i - 1], 'Pronoun') || !tokens[i - 1]);
      if (LIKE_VERBS.has(lemma) && has(token, 'Verb') && !likeIsPreposition && !NOT_A_VERB_HERE.has(next.lower) && isBaseVerb(next) && gerundOf(next) && !['to', 'it', 'him', 'her'].includes(next.lower) && likelyPartOfSpeech(next.lower) === 'verb') {
        edits.push({ start: i + 1, end: i + 2, to: gerundOf(next)!, ...because('verb-patterns.ing-or-to', { verb: lemma }) });
        return;
      }
      if (BARE_VERBS.has(lemma) && has(token, 'Verb') && has(next, 'Pronoun') && afterNext?.lower === 'to' && isBaseVerb(tokens[i + 3])) {
        edits.push({ start: i + 2, end: i + 3, to: '', ...because('verb-patterns.no-to', { verb: lemma }) });
        return;
      }
      for (const phrase of PREPOSITION_PHRASES) {
        if (!phrase.every((word, k) => tokens[i + k]?.lower === word)) continue;
        const target = tokens[i + phrase.length];
        // After 'before', 'after' or 'without' alone, a word that can be a noun is one ('time after time', 'after school').
        const isBarePreposition = phrase.length === 1;
        if (isBarePreposition && (!has(target, 'Verb') || has(target, 'Noun') || NOT_A_VERB_HERE.has(target?.lower ?? '') || target?.lower === tokens[i - 1]?.lower)) continue;
        // 'before use.': with nothing after it, a word that is mostly a noun is one.
        if (isBarePreposition && target && (!tokens[i + 2] || /[.,;:!?]/.test(target.post)) && likelyPartOfSpeech(target.lower) === 'noun') continue;
        if (/\S/.test(tokens[i + phrase.length - 1]!.post)) continue;
        // After a set phrase the word is its object, so one that can be read as a noun is one ('interested in travel',
        // 'afraid of change', 'look forward to summer'); only a word no one uses as a noun is a slip ('interested in learn').
        // A word followed by a person it acts on is a verb whatever else it can be ('look forward to meet you').
        const actsOnSomeone = OBJECT_PRONOUNS.has(tokens[i + phrase.length + 1]?.lower ?? '');
        if (!isBarePreposition && !actsOnSomeone && (likelyPartOfSpeech(target?.lower ?? '') !== 'verb' || (findLemma(target?.lower ?? '', 'noun')?.taggedSenseCount ?? 0) > 0)) continue;
        if (target && isBaseVerb(target) && (has(target, 'Verb') || likelyPartOfSpeech(target.lower) === 'verb') && gerundOf(target) && !has(target, 'Pronoun') && !has(target, 'Determiner')) {
          // After a set phrase ending in a preposition ('look forward to hearing', 'interested in learning') a family of
          // its own, measured apart from the verb patterns; after a bare 'before', 'after', 'without', still theirs.
          edits.push({ start: i + phrase.length, end: i + phrase.length + 1, to: gerundOf(target)!, ...because('verb-patterns.phrase-ing', { phrase: phrase.join(' ') }), ...(isBarePreposition ? {} : { rule: 'preposition-before-ing' }) });
        }
      }
    });
    return edits;
  },
};
