/**
 * 'This is very convenience' -> 'very convenient', 'The road is very danger' -> 'very dangerous': 'very' describes how
 * something is, so an adjective follows it, not the noun of the same family. The pairs are data
 * (words/nouns-with-adjectives.json). Never after a determiner, where 'very' means 'exact' ('the very beginning', 'at
 * this very moment'), nor before another noun.
 */
import { has } from '../../../grammar/tag-sentence';
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';
import nounsWithAdjectives from '../words/nouns-with-adjectives.json';

const ADJECTIVE_OF: ReadonlyMap<string, string> = new Map(nounsWithAdjectives.pairs.map(([noun, adjective]) => [noun!, adjective!]));
const DETERMINERS = /^(?:a|an|the|this|that|these|those|my|your|his|her|its|our|their)$/;
/** Verbs that say how something is, before 'very' ('is very convenience'); after 'has' or 'makes' a noun is meant ('has a real talent'). */
const LINKING = /^(?:am|is|are|was|were|be|been|being|'s|'re|'m|feel|feels|felt|look|looks|looked|seem|seems|seemed|become|becomes|became|get|gets|got|sound|sounds|not|really|also|always|so)$/;

export const nounForAdjective: GrammarRule = {
  id: 'noun-for-adjective',
  family: 'noun-for-adjective',
  explanation: describeFamily('noun-for-adjective'),
  examples: [
    { text: 'This is very convenience for everyone.', better: 'This is very convenient for everyone.' },
    { text: 'The road is very danger at night.', better: 'The road is very dangerous at night.' },
    { text: 'My grandmother is very patience with children.', better: 'My grandmother is very patient with children.' },
    { text: 'Learning English is very importance for my job.', better: 'Learning English is very important for my job.' },
    { text: 'I feel very confidence now.', better: 'I feel very confident now.' },
  ],
  counterExamples: [
    'We arrived at the very beginning of the film.',
    'At this very moment she called me.',
    'This is very convenient for everyone.',
    'Convenience matters a lot to busy people.',
    'It makes a very big difference.',
    'The danger is very real.',
    'She has very talent for music.',
    'This car is very energy efficient.',
    'He is very safety conscious.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const noun = tokens[i + 1];
      const adjective = ADJECTIVE_OF.get(noun?.lower ?? '');
      if (t.lower !== 'very' || !adjective || t.post !== ' ' || DETERMINERS.test(tokens[i - 1]?.lower ?? '') || !LINKING.test(tokens[i - 1]?.lower ?? '')) return;
      // 'very energy efficient', 'health-conscious': the noun describes the word after it.
      const after = tokens[i + 2];
      if (/-/.test(noun!.post) || (noun!.post === ' ' && after && (has(after, 'Adjective') || has(after, 'Participle') || (has(after, 'Noun') && !has(after, 'Pronoun') && !has(after, 'Preposition'))))) return;
      edits.push({ start: i + 1, end: i + 2, to: matchCase(noun!.text, adjective), ...because('noun-for-adjective.adjective', { noun: noun!.lower, adjective }) });
    });
    return edits;
  },
};
