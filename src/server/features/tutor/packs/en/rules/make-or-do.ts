/** 'do a mistake' -> 'make a mistake', 'make my homework' -> 'do my homework': collocations learners translate. */
import { verbForms } from '../../../grammar/verb-forms';
import { has } from '../../../grammar/tag-sentence';
import { matchCase, POSSESSIVES, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import nounsWithMakeWords from '../words/nouns-with-make.json';
import nounsWithDoWords from '../words/nouns-with-do.json';
import { because, describeFamily } from '../because';

const WITH_MAKE = new Set<string>(nounsWithMakeWords);
const WITH_DO = new Set<string>(nounsWithDoWords);
const SKIPPABLE = new Set(['a', 'an', 'the', 'my', 'your', 'his', 'her', 'our', 'their', 'some', 'many', 'lots', 'of', 'a lot', 'big', 'small', 'new', 'important', 'good', 'bad', 'few', 'more', 'any', 'no', 'lot', 'phone', 'little', 'serious', 'stupid', 'silly', 'difficult']);
const MAKE: Record<string, string> = { infinitive: 'make', thirdPerson: 'makes', past: 'made', participle: 'made', gerund: 'making' };
const DO: Record<string, string> = { infinitive: 'do', thirdPerson: 'does', past: 'did', participle: 'done', gerund: 'doing' };

function formName(word: string, table: Record<string, string>, after: string): string | null {
  const names = Object.keys(table).filter((k) => table[k] === word);
  if (names.length === 0) return null;
  if (names.includes('participle') && names.includes('past')) return /^(have|has|had|'ve|been|be|was|were|is|are)$/.test(after) ? 'participle' : 'past';
  return names[0]!;
}

export const makeOrDo: GrammarRule = {
  id: 'make-or-do',
  family: 'make-or-do',
  explanation: describeFamily('make-or-do'),
  examples: [
    { text: 'I do a lot of mistakes.', better: 'I make a lot of mistakes.' },
    { text: 'She has made her homework.', better: 'She has done her homework.' },
    { text: 'We need to do a plan.', better: 'We need to make a plan.' },
    { text: 'He makes yoga on Mondays.', better: 'He does yoga on Mondays.' },
    { text: 'I made my best.', better: 'I did my best.' },
    { text: 'She always makes her best to help us.', better: 'She always does her best to help us.' },
    { text: 'When I make homework I listen to music.', better: 'When I do homework I listen to music.' },
    { text: 'I do mistakes every day.', better: 'I make mistakes every day.' },
  ],
  counterExamples: [
    'I made a cake.',
    'Do you make your own bread?',
    'I did the dishes.',
    'She made a decision.',
    'We made money online.',
    // 'do one's best' has no noun after 'best'; 'the best' + noun is made like any other thing.
    'I made the best decision of my life.',
    'She made the best cake I have ever eaten.',
    'We made the best of a bad situation.',
    'He made his best effort.',
    'They make the best pizza in town.',
    'He made his best friend a cake.',
    // The word describes the noun after it.
    'We make business decisions every day.',
    'She made a shopping list.',
    'He did a money transfer.',
    // 'did' stresses the verb.
    'They did plan the trip.',
    'We did call them.',
    // Ordinary sentences that look like the error and are right.
    'I do my homework after dinner.',
    'She made a cake for the party.',
    'We did the shopping on Saturday.',
    'He made the best time in the race.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const lemma = verbForms(t.lower)?.infinitive;
      if ((lemma !== 'make' && lemma !== 'do') || !has(t, 'Verb')) return;
      let at = i + 1;
      while (SKIPPABLE.has(tokens[at]?.lower ?? '') && at < i + 4) at++;
      // 'make me a favour': the person in between is skipped too.
      if (lemma === 'make' && ['me', 'him', 'her', 'us', 'them'].includes(tokens[at]?.lower ?? '')) while (SKIPPABLE.has(tokens[++at]?.lower ?? '') && at < i + 5);
      const noun = tokens[at]?.lower ?? '';
      const [wrongTable, rightTable, right] = lemma === 'do' && WITH_MAKE.has(noun) ? [DO, MAKE, 'make'] : lemma === 'make' && WITH_DO.has(noun) ? [MAKE, DO, 'do'] : [null, null, null];
      if (!wrongTable || !rightTable) return;
      // 'a shopping list', 'business decisions', 'the best cake': a word that describes the noun after it is not the object.
      const after = tokens[at + 1];
      const isNounAfter = has(after, 'Noun') && !has(after, 'Pronoun') && !has(after, 'Possessive') && !has(after, 'Date');
      if (!/[,.;:!?]/.test(tokens[at]!.post) && (isNounAfter || (noun === 'best' && has(after, 'Adjective')))) return;
      // 'best' takes 'do' only as 'do one's best': 'made the best of a bad situation' is right.
      if (noun === 'best' && !POSSESSIVES.has(tokens[at - 1]?.lower ?? '')) return;
      // 'They did plan the trip': 'do' straight before a verb's base form stresses that verb.
      if (lemma === 'do' && at === i + 1 && has(tokens[at], 'Infinitive')) return;
      // 'do' before a verb is the helping verb ('Do you make...'): only a main verb followed by its object counts.
      if (lemma === 'do' && has(tokens[i + 1], 'Pronoun') && tokens[i + 1]!.lower !== 'my') return;
      const form = formName(t.lower, wrongTable, tokens[i - 1]?.lower ?? '');
      if (!form) return;
      edits.push({ start: i, end: i + 1, to: matchCase(t.text, rightTable[form]!), ...because('make-or-do.right-verb', { phrase: `${right} ${tokens.slice(i + 1, at + 1).map((x) => x.text).join(' ')}` }) });
    });
    return edits;
  },
};
