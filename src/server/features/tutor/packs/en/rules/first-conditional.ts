/** 'If I will have time' -> 'If I have time': after if, when, as soon as and before, the present means the future. */
import { has } from '../../../grammar/tag-sentence';
import { verbForms } from '../../../grammar/verb-forms';
import { isThirdSingular, subjectEndingAt, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const CONJUNCTIONS = new Set(['if', 'when', 'unless', 'before', 'after', 'until']);
/** Verbs whose person is then told or asked a question ('tell me when it will be', 'ask them if they will come'). */
const ASKS_OR_TELLS = new Set(['tell', 'ask', 'show', 'inform', 'remind', 'let', 'notify', 'teach', 'explain', 'advise', 'confirm', 'update', 'warn']);

export const firstConditional: GrammarRule = {
  id: 'first-conditional',
  family: 'first-conditional',
  explanation: describeFamily('first-conditional'),
  examples: [
    { text: 'If we will win, we will celebrate.', better: 'If we win, we will celebrate.' },
    { text: 'Unless you will hurry, you will miss the bus.', better: 'Unless you hurry, you will miss the bus.' },
    { text: 'Before he will leave, he will call.', better: 'Before he leaves, he will call.' },
    { text: 'If I will be late, I will text you.', better: 'If I am late, I will text you.' },
    { text: 'I will call you when I will arrive.', better: 'I will call you when I arrive.' },
  ],
  counterExamples: [
    'If I have time, I will call you.',
    'I will call you when I arrive.',
    'I wonder if she will come.',
    'Could you please tell me when it will be delivered?',
    'Please let us know when they will arrive.',
    'Can you tell us if they will need help?',
    'If you will excuse me, I have to go.',
    'If it will help, I can bring the documents tomorrow.',
    'If that will make things easier, I can call them myself.',
    // Ordinary sentences that look like the error and are right.
    'If it rains, we will stay inside.',
    'When I finish work, I will call you.',
    'If you heat ice, it melts.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const isSoon = t.lower === 'soon' && tokens[i - 1]?.lower === 'as' && tokens[i + 1]?.lower === 'as';
      if (!CONJUNCTIONS.has(t.lower) && !isSoon) return;
      // 'I wonder if she will come', 'I don't know when he will arrive': a question inside a sentence keeps 'will'.
      if (has(tokens[i - 1], 'Verb') || ['sure', 'idea', 'know'].includes(tokens[i - 1]?.lower ?? '')) return;
      // 'Could you tell me when it will be delivered?', 'let us know when they will arrive': asked of someone, a question too.
      // Only after a verb that asks or tells: 'I will call you when I will arrive' is the slip.
      if (['me', 'us', 'him', 'her', 'them', 'you'].includes(tokens[i - 1]?.lower ?? '') && ASKS_OR_TELLS.has(verbForms(tokens[i - 2]?.lower ?? '')?.infinitive ?? '')) return;
      const from = isSoon ? i + 2 : i + 1;
      for (let end = from + 1; end <= from + 3; end++) {
        const subject = subjectEndingAt(tokens.slice(from), end - from);
        if (!subject || tokens[end]?.lower !== 'will' || subject.start !== 0) continue;
        const verb = tokens[end + 1];
        const forms = verb ? verbForms(verb.lower) : null;
        if (!verb || !forms || forms.infinitive !== verb.lower) return;
        // 'If you will excuse me' is a polite request, not a condition.
        if (['excuse', 'wait'].includes(verb.lower)) return;
        // 'If it will help, I can come': the if-clause is the later result of what the sentence offers.
        if (['it', 'that', 'this'].includes(tokens[from]!.lower) && ['help', 'make', 'save', 'mean'].includes(verb.lower)) return;
        let present = isThirdSingular(subject) ? forms.thirdPerson : forms.infinitive;
        if (forms.infinitive === 'be') present = subject.person === 'first' && !subject.isPlural ? 'am' : isThirdSingular(subject) ? 'is' : 'are';
        edits.push({ start: end, end: end + 2, to: present, ...because('first-conditional.present') });
        return;
      }
    });
    return edits;
  },
};
