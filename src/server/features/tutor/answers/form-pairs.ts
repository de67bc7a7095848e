/**
 * Two words the learner mixes up that are forms, not meanings, told apart by what each form is:
 * - 'found' and 'founded', 'lay' and 'laid': the irregular past of one verb ('find', 'lie') beside the past of
 *   another verb spelt like it ('found', 'lay');
 * - 'stressed' and 'stressful', 'bored' and 'boring': how a person feels, and what makes them feel so.
 * A dictionary's glosses side by side tell neither: 'found' and 'founded' would "mean the same thing".
 */
import { lookUpSenses } from '../define-word';
import { findLemma } from '../wordnet/find-lemma';
import { pastOfAnotherVerb, verbForms } from '../grammar/verb-forms';

export type FormPair = { text: string; example?: string };

/** A verb's meaning in a few words, from its first sense that does not use the word itself ('set up or found' explains nothing). */
function verbMeaning(verb: string): string | null {
  const found = lookUpSenses(verb, { pos: 'verb' });
  const senses = found?.pos === 'verb' ? found.senses : [];
  const own = new RegExp(`\\b${verb}\\b`, 'i');
  const sense = senses.find((s) => !own.test(s.definition.split(/;\s*/)[0]!));
  return sense ? sense.definition.split(/;\s*/)[0]!.trim() : null;
}

function pastOfTwoVerbs(first: string, second: string): FormPair | null {
  for (const [bare, formed] of [[first, second], [second, first]] as const) {
    const other = pastOfAnotherVerb(bare);
    const formedOf = verbForms(formed);
    const isVerbToo = findLemma(bare.toLowerCase(), 'verb')?.lemma === bare.toLowerCase();
    if (!other || !isVerbToo || formedOf?.infinitive !== bare.toLowerCase() || formedOf.past !== formed.toLowerCase()) continue;
    const meaning = verbMeaning(bare);
    const otherForms = verbForms(other);
    if (!meaning || !otherForms) continue;
    return {
      text: `They come from two different verbs. '${bare}' is the past of '${other}' (${other}, ${otherForms.past}, ${otherForms.participle}), and '${formed}' is the past of the verb '${bare}', which means to ${meaning}.`,
    };
  }
  return null;
}

/** 'stress' from 'stressed' and 'stressful', 'bor' from 'bored' and 'boring', 'worry' from 'worried' and 'worrying'. */
const stemOf = (word: string, ending: RegExp) => word.toLowerCase().replace(ending, '').replace(/i$/, 'y').replace(/e$/, '');

/**
 * The pack's hand-written feeling pairs ('scared' and 'scary', confusables.ts `feelingPair`) are tried first by
 * answer-difference.ts; this reads the pairs the list lacks from their endings ('stressed' and 'stressful').
 */
function feelingAndCause(first: string, second: string): FormPair | null {
  for (const [feeling, cause] of [[first, second], [second, first]] as const) {
    if (!/ed$/i.test(feeling) || !/(?:ing|ful)$/i.test(cause)) continue;
    if (stemOf(feeling, /e?d$/) !== stemOf(cause, /(?:ing|ful)$/) && stemOf(feeling, /ed$/) !== stemOf(cause, /(?:ing|ful)$/)) continue;
    if (!findLemma(feeling.toLowerCase(), 'adjective') || !findLemma(cause.toLowerCase(), 'adjective')) continue;
    return {
      text: `'${feeling}' says how a person feels; '${cause}' describes the thing or the situation that makes them feel that way.`,
      example: `I felt ${feeling} because the meeting was ${cause}.`,
    };
  }
  return null;
}

export function explainFormPair(first: string, second: string): FormPair | null {
  const [a, b] = [first.trim(), second.trim()];
  if (!/^\p{L}+$/u.test(a) || !/^\p{L}+$/u.test(b)) return null;
  return feelingAndCause(a, b) ?? pastOfTwoVerbs(a, b);
}
