import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { indirectObject } from './indirect-object';

describe('indirect-object', () => {
  it.each([
    ['She explained us the rules.', 'She explained the rules to us.'],
    ['He said me goodbye.', 'He told me goodbye.'],
    ['Can you describe me your house?', 'Can you describe your house to me?'],
    ['Please explain me why.', 'Please explain to me why.'],
    ['Let me introduce you my sister.', 'Let me introduce my sister to you.'],
    ['He mentioned me something interesting.', 'He mentioned something interesting to me.'],
    ['Describe me what you saw.', 'Describe to me what you saw.'],
    ['He explained them two rules.', 'He explained two rules to them.'],
    ['She explained us everything.', 'She explained everything to us.'],
      ['Can you explain me this word?', 'Can you explain this word to me?'],
])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, indirectObject)).toBe(right);
  });

  it.each([
    'He explained the problem to me.',
    'She told me the truth.',
    'He said that he was tired.',
    'They said hello to me.',
    'He explained her idea to the class.',
    // 'you' starts what was said.
    'He said you were right.',
    "Let's say you had a lot of money.",
    'They said you would come.',
    // describe, introduce, mention and report take the person as their object.
    'The police asked me to describe him.',
    'Let me introduce you.',
    'I want to introduce them.',
    'I saw a thief and reported him.',
    'She mentioned them briefly.',
    'He described them perfectly.',
    "I can't describe her.",
    'The teacher reported them correctly.',
    'He decided to reveal the details only after other sources had reported them incorrectly.',
    'I reported him when I saw him.',
    'I introduced them both.',
    'I mentioned them all.',
    'I introduced him the next day.',
    'I reported him that night.',
    'Let me introduce you to my sister.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, indirectObject)).toBe(sentence);
  });
});
