import { describe, expect, it } from 'vitest';
import { readConversation } from './read-conversation';

describe('readConversation', () => {
  it('reads the learner profile the chat passes on, and does not take it for something the learner said', () => {
    const conversation = readConversation([
      { role: 'system', content: 'You are a teacher.' },
      { role: 'user', content: '(For my teacher, from my Parley profile) My level: B2 (CEFR). Please adapt your language to it. My goals: Pass my nursing exam. About me: Works as a nurse; Lives in Leeds' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'Good morning.' },
    ]);
    expect(conversation.userMessages).toEqual(['Good morning.']);
    expect(conversation.profile).toEqual({ level: 'B2', goals: 'Pass my nursing exam.', facts: ['Works as a nurse', 'Lives in Leeds'] });
  });

  it('has an empty profile when none was passed on', () => {
    expect(readConversation([{ role: 'user', content: 'Hi' }]).profile).toEqual({ level: null, goals: null, facts: [] });
  });

  it('reads the due corrections the chat passes on, and does not take them for something the learner said', () => {
    const conversation = readConversation([
      { role: 'system', content: 'You are a teacher.' },
      { role: 'user', content: '(For my teacher, from my Parley notebook) Mistakes I am practising:\n- I used to say "my freind"; the right form is "my friend".\n- I used to say "she go"; the right form is "she goes".' },
      { role: 'user', content: 'Good morning.' },
    ]);
    expect(conversation.userMessages).toEqual(['Good morning.']);
    expect(conversation.dueCorrections).toEqual([{ front: 'my freind', back: 'my friend' }, { front: 'she go', back: 'she goes' }]);
  });
});
