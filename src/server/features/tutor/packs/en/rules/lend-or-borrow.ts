/**
 * 'Can you borrow me your pen?' -> 'lend me', 'Can I lend your pen?' -> 'borrow': you borrow something from
 * someone and lend something to someone, and many languages have one verb for both. Two shapes only, where
 * the words leave no doubt: 'borrow' with the person given to straight after it ('borrow me'), and 'I' or 'we'
 * asking to 'lend your' thing with nobody to give it to ('lend your sister some money' is right).
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const BORROW_TO_LEND: Record<string, string> = { borrow: 'lend', borrows: 'lends', borrowed: 'lent', borrowing: 'lending' };
const LEND_TO_BORROW: Record<string, string> = { lend: 'borrow', lends: 'borrows', lent: 'borrowed', lending: 'borrowing' };
/** The person something is given to, straight after the verb. */
const RECEIVERS = new Set(['me', 'him', 'us', 'them']);
/** 'I', 'we' before 'lend' within a few words ('Can I lend', 'I want to lend', 'Could we please lend'). */
const ASKERS = new Set(['i', 'we']);
/** What may end the thing borrowed: the clause ends, or a time, a length or a politeness follows. */
const AFTER_THING = new Set(['for', 'until', 'till', 'please', 'today', 'tomorrow', 'tonight', 'again', 'now', 'later']);

/** 'borrow me your pen', 'borrowed him some money': a receiver, then a thing ('borrow me' alone may be a slip of another kind). */
function borrowWithReceiver(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  const thing = tokens[i + 2];
  if (!next || !RECEIVERS.has(next.lower) || /[,.;!?]/.test(next.post) || !thing) return false;
  return has(thing, 'Determiner') || has(thing, 'Value') || has(thing, 'Possessive') || ['some', 'any', 'a', 'an', 'the', 'money', 'one'].includes(thing.lower) || (has(thing, 'Noun') && !has(thing, 'Pronoun'));
}

/** 'Can I lend your pen?': an asker before, 'your' and a noun after, and then nothing that could be a second thing. */
function lendAskedOfYou(tokens: Token[], i: number): boolean {
  const before = tokens.slice(Math.max(0, i - 4), i);
  if (!before.some((t) => ASKERS.has(t.lower)) || before.some((t) => /[,.;!?]/.test(t.post))) return false;
  if (tokens[i + 1]?.lower !== 'your') return false;
  let k = i + 2;
  while (tokens[k] && has(tokens[k]!, 'Adjective') && !has(tokens[k]!, 'Noun')) k += 1;
  const noun = tokens[k];
  if (!noun || !has(noun, 'Noun') || has(noun, 'Pronoun')) return false;
  const after = tokens[k + 1];
  return /[,.;!?]/.test(noun.post) || !after || AFTER_THING.has(after.lower);
}

export const lendOrBorrow: GrammarRule = {
  id: 'lend-or-borrow',
  family: 'lend-or-borrow',
  explanation: describeFamily('lend-or-borrow'),
  examples: [
    { text: 'Can you borrow me your pen?', better: 'Can you lend me your pen?' },
    { text: 'My brother borrowed me his car for the weekend.', better: 'My brother lent me his car for the weekend.' },
    { text: 'Could you borrow us some chairs?', better: 'Could you lend us some chairs?' },
    { text: 'Can you borrow me 10 euros?', better: 'Can you lend me 10 euros?' },
    { text: 'Can I lend your pen?', better: 'Can I borrow your pen?' },
    { text: 'May I lend your umbrella until tomorrow?', better: 'May I borrow your umbrella until tomorrow?' },
    { text: 'We would like to lend your big tent for the trip.', better: 'We would like to borrow your big tent for the trip.' },
  ],
  counterExamples: [
    'Can I borrow your pen?',
    'Can you lend me your pen?',
    'I borrowed a book from the library.',
    'She lent her bike to a friend.',
    // A receiver after 'lend your': 'your sister' is given the money.
    'Can I lend your sister some money?',
    'I can lend you my notes.',
    'I will lend your brother my car.',
    // 'your' thing given on to someone else is 'lend ... to'.
    'Can I lend your book to Tom?',
    // No asker: someone else lends, or 'you' do.
    'Will you lend your car to him?',
    'They lend your money to other people.',
    // 'borrow' with nobody after it.
    'Banks borrow money from each other.',
    'He borrowed them from me.',
    // Ordinary sentences that look like the error and are right.
    'Could I borrow your phone for a minute?',
    'My friend lent me his camera.',
    'We borrowed some chairs from our neighbours.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (BORROW_TO_LEND[t.lower] && borrowWithReceiver(tokens, i)) {
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, BORROW_TO_LEND[t.lower]!), ...because('lend-or-borrow.lend') });
      } else if (LEND_TO_BORROW[t.lower] && lendAskedOfYou(tokens, i)) {
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, LEND_TO_BORROW[t.lower]!), ...because('lend-or-borrow.borrow') });
      }
    });
    return edits;
  },
};
