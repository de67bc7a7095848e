/**
 * 'The weather effects my mood' -> 'affects': 'affect' is the verb (to change something), 'effect' the noun (the change
 * made). Only where 'effect' stands as a verb: after a subject and before what it changes (a determiner, a possessive or
 * an object pronoun), and not in 'effect change', the rare verb of making happen, nor after an article ('the effects').
 */
import { has } from '../../../grammar/tag-sentence';
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const EFFECT_AS_VERB: Record<string, string> = { effect: 'affect', effects: 'affects', effected: 'affected', effecting: 'affecting' };
/** What an affected thing may open with: 'my mood', 'the children', 'people', 'us'. */
const OBJECT_STARTS = new Set(['my', 'your', 'his', 'her', 'our', 'their', 'its', 'the', 'a', 'an', 'me', 'you', 'him', 'us', 'them', 'people', 'everyone', 'everybody', 'many', 'some', 'all', 'children', 'students', 'this', 'that', 'these', 'those']);
/** Words before a noun 'effect' ('the effects', 'side effects', 'has an effect'). */
const NOUN_BEFORE = new Set(['the', 'a', 'an', 'side', 'its', 'their', 'his', 'her', 'my', 'your', 'our', 'no', 'any', 'some', 'many', 'negative', 'positive', 'bad', 'good', 'big', 'great', 'special', 'sound', 'greenhouse', 'butterfly', 'domino', 'long-term', 'these', 'those', 'of']);

export const affectOrEffect: GrammarRule = {
  id: 'affect-or-effect',
  family: 'affect-or-effect',
  explanation: describeFamily('affect-or-effect'),
  examples: [
    { text: 'The weather effects my mood a lot.', better: 'The weather affects my mood a lot.' },
    { text: 'Too much screen time effects their eyes.', better: 'Too much screen time affects their eyes.' },
    { text: 'The noise really effected us.', better: 'The noise really affected us.' },
  ],
  counterExamples: [
    'The weather affects my mood.',
    'The effects of the storm were terrible.',
    'Coffee has a strong effect on me.',
    'The side effects are mild.',
    'They want to effect change in the school.',
    'Music effects in films are amazing.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const affect = EFFECT_AS_VERB[t.lower];
      const before = tokens[i - 1];
      const after = tokens[i + 1];
      if (!affect || !before || !after || NOUN_BEFORE.has(before.lower) || /[,;:.!?]/.test(before.post)) return;
      // 'Music effects in films': a noun compound, not a verb; the verb has a subject noun or pronoun and an object after it.
      if (!OBJECT_STARTS.has(after.lower) || (has(before, 'Noun') && has(before, 'Adjective'))) return;
      edits.push({ start: i, end: i + 1, to: matchCase(t.text, affect), ...because('affect-or-effect.affect') });
    });
    return edits;
  },
};
