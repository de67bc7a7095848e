import { describe, expect, it } from 'vitest';
import { createChooser } from './choose-variant';
import { readConversation } from './read-conversation';
import { remindDueCorrection } from './remind-due-correction';

const NOTEBOOK = { role: 'user' as const, content: '(For my teacher, from my Parley notebook) Mistakes I am practising:\n- I used to say "my freind"; the right form is "my friend".' };

describe('the offline tutor reminds of a due correction', () => {
  it('gives the right form a chance once', () => {
    const conversation = readConversation([NOTEBOOK, { role: 'user', content: 'I like travelling.' }]);
    expect(remindDueCorrection(conversation, 'I like travelling.', createChooser('1'))).toMatch(/"my friend", not "my freind"/);
  });

  it('says nothing when the learner just used it, or the teacher already reminded them', () => {
    const used = readConversation([NOTEBOOK, { role: 'user', content: 'I went with my friend.' }]);
    expect(remindDueCorrection(used, 'I went with my friend.', createChooser('1'))).toBeNull();
    const reminded = readConversation([NOTEBOOK, { role: 'user', content: 'Hi' }, { role: 'assistant', content: 'By the way, we say "my friend", not "my freind".' }, { role: 'user', content: 'Yes.' }]);
    expect(remindDueCorrection(reminded, 'Yes.', createChooser('1'))).toBeNull();
    expect(remindDueCorrection(readConversation([{ role: 'user', content: 'Hi' }]), 'Hi', createChooser('1'))).toBeNull();
  });
});
