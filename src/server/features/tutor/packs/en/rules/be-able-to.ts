/**
 * 'She might able to help' -> 'She might be able to help': 'able' is an adjective, so after a modal or 'to' it needs 'be'.
 * 'I will can send money' -> 'I will be able to send': 'can' has no future or infinitive, so after another modal or after
 * 'want to' its place is taken by 'be able to'.
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

/** 'can able to' is left: it may mean 'can' or 'will be able to'. */
const NEEDS_BE_BEFORE_ABLE = new Set(['will', 'would', 'should', 'must', 'might', 'may', "won't", "wouldn't", "shouldn't", 'to']);
/** Modals that 'can' or 'could' cannot follow ('will can'); 'might could' is left, a double modal some English speakers use. */
const MODALS_BEFORE_CAN = new Set(['will', 'would', 'should', 'must', 'shall', 'may', "won't", "wouldn't", "shouldn't", "'ll"]);
/** Verbs whose 'to' 'can' cannot follow ('I want to can swim'): wanting and hoping to be able. */
const VERBS_BEFORE_TO_CAN = new Set(['want', 'wants', 'wanted', 'like', 'hope', 'hopes', 'hoped', 'need', 'needs', 'wish', 'going', 'try', 'tried', 'used']);

/** 'can' as the modal: a base verb straight after it ('will can send'), not a noun ('a can') or the verb 'to can' ('can the tomatoes'). */
function isVerbAfter(tokens: readonly Token[], at: number): boolean {
  const next = tokens[at + 1];
  return !!next && !['the', 'a', 'an', 'this', 'these', 'those', 'them', 'it'].includes(next.lower) && !/[,;:.!?]/.test(tokens[at]!.post) && has(next, 'Verb');
}

export const beAbleTo: GrammarRule = {
  id: 'be-able-to',
  family: 'be-able-to',
  explanation: describeFamily('be-able-to'),
  examples: [
    { text: 'Next year I will able to drive.', better: 'Next year I will be able to drive.' },
    { text: 'You should not able to enter.', better: 'You should not be able to enter.' },
    { text: 'I want to able to speak French.', better: 'I want to be able to speak French.' },
    // 'can' after another modal or after 'want to'.
    { text: 'If I get the job, I will can send money home.', better: 'If I get the job, I will be able to send money home.' },
    { text: 'Drivers must can read the signs.', better: 'Drivers must be able to read the signs.' },
    { text: 'One day I would can travel alone.', better: 'One day I would be able to travel alone.' },
    { text: "Sadly my sister won't can join us.", better: "Sadly my sister won't be able to join us." },
    { text: 'I want to can speak with my clients.', better: 'I want to be able to speak with my clients.' },
    { text: 'She hopes to can visit us soon.', better: 'She hopes to be able to visit us soon.' },
  ],
  counterExamples: [
    'Next year I will be able to drive.',
    'She is able to swim.',
    'I can able to help you.', // 'can' or 'will be able to'?
    'An able student finds a way.',
    // Ordinary sentences that look like the error and are right.
    'Next month she will be able to drive.',
    'She was able to finish early.',
    'We might be able to come next week.',
    // 'can' as a modal standing alone, or as a noun or verb of its own.
    'I will be able to send money home.',
    'We can and we will.', // two modals joined by 'and'
    'Will can drive us.', // 'Will' a name
    'They will can the tomatoes in August.', // 'can' a verb: to put in tins
    'Put the soup in a can to keep it.',
    'I want to be able to speak with my clients.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'able' || tokens[i + 1]?.lower !== 'to') return;
      const before = tokens[i - 1]?.lower === 'not' ? tokens[i - 2] : tokens[i - 1];
      if (!before || !NEEDS_BE_BEFORE_ABLE.has(before.lower)) return;
      edits.push({ start: i, end: i, to: 'be', ...because('be-able-to.needs-be', { word: before.lower }) });
    });
    tokens.forEach((t, i) => {
      if (t.lower !== 'can' || !isVerbAfter(tokens, i)) return;
      const before = tokens[i - 1]?.lower === 'not' ? tokens[i - 2] : tokens[i - 1];
      const isAfterModal = !!before && MODALS_BEFORE_CAN.has(before.lower) && before.text !== 'Will' && i > 0;
      const isAfterWantTo = before?.lower === 'to' && VERBS_BEFORE_TO_CAN.has(tokens[tokens.indexOf(before) - 1]?.lower ?? '');
      if (isAfterModal || isAfterWantTo) edits.push({ start: i, end: i + 1, to: 'be able to', ...because('be-able-to.no-can-after', { word: before!.lower }) });
    });
    return edits;
  },
};
