import { describe, expect, it } from 'vitest';
import { learnerWords } from './learner-words';
import { matchesForm, reachesGoal } from './match-goal';

describe('learnerWords', () => {
  it('spells out contractions and drops accents and punctuation', () => {
    expect(learnerWords("I'm fine, and you? I don't know.")).toEqual(['i', 'am', 'fine', 'and', 'you', 'i', 'do', 'not', 'know']);
    expect(learnerWords('¿Cómo estás? Estoy bien.')).toEqual(['como', 'estas', 'estoy', 'bien']);
    expect(learnerWords("It's late; we can't stay.")).toEqual(['it', 'is', 'late', 'we', 'can', 'not', 'stay']);
  });
  it('spells out a contraction typed without its apostrophe, but not a word spelt the same', () => {
    expect(learnerWords('im 19 and i dont like tea')).toEqual(['i', 'am', '19', 'and', 'i', 'do', 'not', 'like', 'tea']);
    expect(learnerWords('thats right, theres a bank')).toEqual(['that', 'is', 'right', 'there', 'is', 'a', 'bank']);
    expect(learnerWords('its tail, we were well, I wont give up')).toEqual(['its', 'tail', 'we', 'were', 'well', 'i', 'wont', 'give', 'up']);
    expect(learnerWords('important images')).toEqual(['important', 'images']);
  });
});

describe('matchesForm', () => {
  const words = (text: string) => learnerWords(text);
  it('finds a pattern anywhere, with alternatives, optional words and gaps', () => {
    expect(matchesForm('my name is *', words('Hi! My name is Ana Lucia.'))).toBe(true);
    expect(matchesForm('could|can i have * please?', words('Can I have a coffee'))).toBe(true);
    expect(matchesForm('could|can i have * please?', words('could I have a big hot tea please'))).toBe(true);
    expect(matchesForm('i would like ... ticket*', words("I'd like two return tickets"))).toBe(true);
  });
  it('does not match out of order or with too long a gap', () => {
    expect(matchesForm('my name is *', words('Is my name right?'))).toBe(false);
    expect(matchesForm('could i have * please', words('could I have a very very big cold glass of water please'))).toBe(false);
    expect(matchesForm('my name is *', words('my name is'))).toBe(false);
  });
  it("takes '!a|b' as one word that is none of them: a name, not a word that describes", () => {
    expect(matchesForm('yo soy !nuevo|nueva|de', words('Hola, yo soy Ana.'))).toBe(true);
    expect(matchesForm('yo soy !nuevo|nueva|de', words('Yo soy nueva también.'))).toBe(false);
    expect(matchesForm('yo soy !nuevo|nueva|de', words('Yo soy de Brasil.'))).toBe(false);
    expect(matchesForm('yo soy !nuevo|nueva|de', words('Yo soy'))).toBe(false);
  });
  it('matches a phrase of several words as one alternative', () => {
    expect(matchesForm('i like|love|enjoy ...', words('I really enjoy it'))).toBe(false);
    expect(matchesForm('a lot|much', words('thanks a lot'))).toBe(true);
  });
});

describe('reachesGoal', () => {
  const order = { forms: ['i would like *', 'can|could i have|get *'], meanings: [[['coffee', 'tea', 'juice', 'water'], ['want', 'like', 'have', 'please', 'give']]] };
  it('is met by form or by meaning', () => {
    expect(reachesGoal(order, "I'd like a sandwich")).toBe(true);
    expect(reachesGoal(order, 'I want coffee')).toBe(true);
    expect(reachesGoal(order, 'me coffee please')).toBe(true);
  });
  it('is not met by a turn that only mentions the thing', () => {
    expect(reachesGoal(order, 'Coffee is my favourite drink.')).toBe(false);
    expect(reachesGoal(order, 'Hello, how are you?')).toBe(false);
  });
  it('matches a word by its beginning when the group entry ends in *', () => {
    expect(reachesGoal({ forms: [], meanings: [[['book*'], ['room', 'table']]] }, 'I booked a table')).toBe(true);
  });
});
