/** Family told: 'special time' only when time together was told. */
import { describe, expect, it } from 'vitest';
import { createChooser } from '../choose-variant';
import { readLearnerFacts, readMessageFacts } from './learner-facts';
import { respondToFacts } from './respond-to-facts';

const respond = (message: string) => respondToFacts({ message, facts: readLearnerFacts([message]), assistantMessages: [], chooser: createChooser(message) });
/** The question asked of `message` under eight choosers, so a test sees every variant the teacher may pick. */
const questionsOverSeeds = (message: string) =>
  ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => respondToFacts({ message, facts: readLearnerFacts([]), assistantMessages: [], chooser: createChooser(seed) })?.question ?? '');
const said = (message: string) => {
  const response = respond(message);
  return response ? `${response.acknowledgement} ${response.question}` : '';
};

describe('family told without time together', () => {
  it('is not called special time', () => {
    expect(said('My sister is 15 years old and she is a student.')).not.toMatch(/special time/);
    expect(said('I spent the whole day with my sister.')).toMatch(/your sister/);
  });
});

describe('children told with their age', () => {
  it.each(['Hi, I have a son, he is 5 years old.', 'I have two kids, they are 3 and 6.', 'I have a daughter, she is seven.', 'I have a son, he has 5 years.'])('is not asked how old they are: %j', (message) => {
    const reply = said(message);
    expect(reply).toMatch(/^(?:How lovely, |.+, how lovely\.)/);
    expect(reply).not.toMatch(/how old/i);
  });

  it('without an age, may be asked it', () => {
    expect(respondToFacts({ message: 'I have two kids.', facts: readLearnerFacts(['I have two kids.']), assistantMessages: [], chooser: createChooser('x') })).not.toBeNull();
  });
});

describe('time with a child', () => {
  it.each(['Yesterday I went to the park with my daughter.', 'I spent the weekend with my son.', 'My son and I went swimming.'])('is not asked whether the child lives nearby: %j', (message) => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const response = respondToFacts({ message, facts: readLearnerFacts([]), assistantMessages: [], chooser: createChooser(seed) });
      expect(`${response?.acknowledgement} ${response?.question}`).toMatch(/your (?:daughter|son)/);
      expect(response?.question).not.toMatch(/live near you/);
    }
  });

  it('leaves a sister to be asked where she lives', () => {
    const asked = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => respondToFacts({ message: 'I spent the day with my sister.', facts: readLearnerFacts([]), assistantMessages: [], chooser: createChooser(seed) })?.question));
    expect([...asked].some((question) => /live near you/.test(question ?? ''))).toBe(true);
  });
});

describe('brothers and sisters told together', () => {
  it.each(['I have two sisters and a brother.', 'I have one brother and two sisters.'])('%j is asked about as brothers and sisters', (message) => {
    const reply = respondToFacts({ message, facts: readLearnerFacts([message]), assistantMessages: [], chooser: createChooser(message) })?.question ?? '';
    expect(reply).toMatch(/(?:Are you close to your brothers and sisters|What are your brothers and sisters like|Where do your brothers and sisters live)\?$/);
  });
});

describe('more than one in the family', () => {
  it.each(['My parents are on holiday in Portugal.', 'I spent Sunday with my grandparents.', 'My cousins are very funny.'])('is asked about in English that agrees: %j', (message) => {
    for (const question of questionsOverSeeds(message)) {
      expect(question).toMatch(/your (?:parents|grandparents|cousins)/);
      expect(question).not.toMatch(/\b(?:Does|does|is) your (?:parents|grandparents|cousins)\b/);
    }
  });
});

describe('a friend named', () => {
  it.each(['My best friend is called Sara and she is very kind.', "My flatmate's name is Tom.", 'My new colleague is called Priya.'])('is asked about by name: %j', (message) => {
    const name = /(?:called|is) (\p{Lu}\p{Ll}+)/u.exec(message)![1]!;
    expect(readMessageFacts(message).friendName).toBe(name);
    expect(respond(message)?.question).toMatch(new RegExp(`^(?:How did you and ${name} meet|What do you like doing with ${name})\\?$`));
  });

  it.each(['My sister is called Ana.', 'My dog is called Max.', 'My friend is called.', 'Is your friend called Sara?'])('takes no friend from %j', (message) => {
    expect(readMessageFacts(message).friendName).toBeUndefined();
  });
});

describe('where someone lives, told', () => {
  it.each(['My grandparents live in a small village.', 'My older brother lives in New York and works in a bank.', 'My parents live near the sea.'])('is not asked again: %j', (message) => {
    for (const question of questionsOverSeeds(message)) {
      expect(question).not.toMatch(/live near you|Where (?:do|does) your/);
    }
  });
});
