import { describe, expect, it } from 'vitest';
import { conversationWith } from '../tutor-test-helpers';
import { noteOnAskedForm } from './asked-form-notes';

describe('noteOnAskedForm', () => {
  it.each([
    ['discuss about', "'discuss' takes no preposition"],
    ['we discussed about the plan', "'discussed' takes no preposition"],
    ['responsible of', "we say 'responsible for', not 'responsible of'"],
    ['a big influence to', "we say 'influence on'"],
    ['I am interested on', "we say 'interested in'"],
    ['I am having', "we say 'I have'"],
    ['I am having 5 years experience', "we say 'I have'"],
    ['I am knowing him', "'know' is a verb of state"],
  ])('tells what %j should be', (phrase, note) => {
    expect(noteOnAskedForm(phrase)).toContain(note);
  });

  it.each(['I am having lunch with my boss', "We're having a meeting", 'discuss the plan', 'responsible for the team', 'I know him', 'the demand for housing', 'makes me'])(
    'has nothing to say of %j',
    (phrase) => {
      expect(noteOnAskedForm(phrase)).toBeNull();
    },
  );
});

describe('a form asked about outright', { timeout: 60_000 }, () => {
  it('is told what the word takes, not that no mistake was found', async () => {
    const talk = conversationWith('claire');
    expect(await talk('Is "discuss about" correct? My teacher in school always use it.')).toMatch(/^Not quite: 'discuss' takes no preposition/);
    expect(await talk('Why "influence to" is wrong? In Chinese we say like this.')).toMatch(/^We say 'influence on', not 'influence to'\./);
    expect(await talk('Ok. And "responsible of"? Is it correct?')).toMatch(/^Not quite: we say 'responsible for'/);
    expect(await talk('Is "I am having lunch with my boss" correct?')).not.toMatch(/I have/);
  });
});
