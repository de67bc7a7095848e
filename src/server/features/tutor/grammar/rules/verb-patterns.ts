/** enjoy/finish/suggest + -ing, want/decide/hope + to, like + -ing, let/make + verb, look forward to + -ing. */
import { likelyPartOfSpeech } from '../../wordnet/find-lemma';
import { has, type Token } from '../tag-sentence';
import { verbForms } from '../verb-forms';
import type { Edit, GrammarRule } from './grammar-rule';

const ING_VERBS = new Set(['enjoy', 'finish', 'suggest', 'avoid', 'mind', 'keep', 'practise', 'practice', 'consider', 'miss', 'imagine', 'recommend', 'quit', 'admit', 'deny', 'risk', 'postpone', 'delay']);
const TO_VERBS = new Set(['want', 'decide', 'hope', 'plan', 'need', 'agree', 'promise', 'refuse', 'learn', 'manage', 'expect', 'afford', 'choose', 'seem', 'offer', 'intend', 'wish', 'would like', 'pretend', 'arrange', 'fail', 'tend', 'try']);
const LIKE_VERBS = new Set(['like', 'love', 'hate', 'prefer', 'start', 'begin', 'continue']);
const BARE_VERBS = new Set(['let', 'make']);
/** 'look forward to', 'be used to', 'interested in', 'good at': a preposition, so the verb after it takes -ing. */
const PREPOSITION_PHRASES = [['look', 'forward', 'to'], ['looking', 'forward', 'to'], ['looked', 'forward', 'to'], ['interested', 'in'], ['good', 'at'], ['instead', 'of'], ['tired', 'of'], ['afraid', 'of'], ['thinking', 'about'], ['think', 'about'], ['before'], ['after'], ['without']];

const isBaseVerb = (t: Token | undefined): boolean =>
  !!t && !has(t, 'Gerund') && !has(t, 'Plural') && !has(t, 'ProperNoun') && verbForms(t.lower)?.infinitive === t.lower && (has(t, 'Verb') || likelyPartOfSpeech(t.lower) === 'verb');

function lemmaOf(t: Token): string {
  return verbForms(t.lower)?.infinitive ?? t.lower;
}

export const verbPatterns: GrammarRule = {
  family: 'verb-patterns',
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((token, i) => {
      const lemma = has(token, 'Verb') ? lemmaOf(token) : token.lower;
      const next = tokens[i + 1];
      const afterNext = tokens[i + 2];
      if (!next) return;
      const gerundOf = (t: Token) => verbForms(t.lower)?.gerund ?? null;
      if (ING_VERBS.has(lemma) && has(token, 'Verb')) {
        const target = next.lower === 'to' ? afterNext : next;
        if (target && isBaseVerb(target) && gerundOf(target) && (next.lower === 'to' || !has(target, 'Noun'))) {
          edits.push({ start: i + 1, end: next.lower === 'to' ? i + 3 : i + 2, to: gerundOf(target)!, why: `After '${lemma}' we use the -ing form.` });
        }
        return;
      }
      if (TO_VERBS.has(lemma) && has(token, 'Verb') && !has(token, 'Auxiliary')) {
        if (has(next, 'Gerund') && verbForms(next.lower)?.gerund === next.lower && lemma !== 'try') {
          edits.push({ start: i + 1, end: i + 2, to: `to ${verbForms(next.lower)!.infinitive}`, why: `After '${lemma}' we use 'to' and the verb.` });
        } else if (isBaseVerb(next) && has(next, 'Verb') && !['to', 'be'].includes(next.lower) && lemma !== 'try') {
          edits.push({ start: i + 1, end: i + 1, to: 'to', why: `After '${lemma}' we use 'to' before the next verb.` });
        }
        return;
      }
      if (LIKE_VERBS.has(lemma) && has(token, 'Verb') && isBaseVerb(next) && gerundOf(next) && !['to', 'it', 'him', 'her'].includes(next.lower) && likelyPartOfSpeech(next.lower) === 'verb') {
        edits.push({ start: i + 1, end: i + 2, to: gerundOf(next)!, why: `After '${lemma}' we use the -ing form (or 'to' and the verb).` });
        return;
      }
      if (BARE_VERBS.has(lemma) && has(token, 'Verb') && has(next, 'Pronoun') && afterNext?.lower === 'to' && isBaseVerb(tokens[i + 3])) {
        edits.push({ start: i + 2, end: i + 3, to: '', why: `After '${lemma} someone' the verb comes without 'to'.` });
        return;
      }
      for (const phrase of PREPOSITION_PHRASES) {
        if (!phrase.every((word, k) => tokens[i + k]?.lower === word)) continue;
        const target = tokens[i + phrase.length];
        if (target && isBaseVerb(target) && (has(target, 'Verb') || likelyPartOfSpeech(target.lower) === 'verb') && gerundOf(target) && !has(target, 'Pronoun') && !has(target, 'Determiner')) {
          edits.push({ start: i + phrase.length, end: i + phrase.length + 1, to: gerundOf(target)!, why: `After '${phrase.join(' ')}' the verb takes -ing.` });
        }
      }
    });
    return edits;
  },
};
