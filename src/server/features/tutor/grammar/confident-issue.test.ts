import { describe, expect, it } from 'vitest';
import { confidentFix, confidentSpelling, slipDistance } from './confident-issue';
import type { GrammarIssue } from './grammar-issue';

const issue = (kind: string, problem: string, message: string, suggestions: string[]): GrammarIssue =>
  ({ kind, start: 0, end: problem.length, problem, message, suggestions });

describe('confidentSpelling', () => {
  it.each([
    ['recieve', ['receive', 'relieve'], 'receive'], // two letters swapped beats a changed letter
    ['speling', ['spelling', 'spieling'], 'spelling'], // a letter written once instead of twice
    ['definitly', ['definitely'], 'definitely'],
    ['dont', ["don't", 'dent', 'don'], "don't"], // the apostrophe of a contraction
    ['finised', ['finished', 'finises'], 'finished'],
    ['thier', ['their', 'thief', 'trier'], 'their'], // ends in -er, but 'their' is no -er word
    ['oher', ['other', 'over', 'ocher'], 'other'], // 'other' and 'ocher' are one left-out letter away: the common word
    ['studing', ['studding', 'studying', 'sting'], 'studying'], // far more common than the doubled-letter guess
    ['woud', ['wood', 'word', 'would'], 'would'], // listed last, but a grammar word and the only letter left out
    ['thoes', ['tholes', 'throes', 'those'], 'those'], // a swap, whatever Harper's order
    ['wonderfull', ['wonderful', 'wonderfully'], 'wonderful'], // 'wonder' + 'full', but one doubled letter from 'wonderful'
    ['develope', ['develop', 'developer', 'developed'], 'develop'], // forms of one word: the extra final e was the slip
    ['focuse', ['focus', 'focused', 'focuses'], 'focus'],
    ['inviroment', ['environment'], 'environment'], // a vowel for a vowel at the start, Harper's first word
    ['frends', ['fends', 'fiends', 'friends'], 'friends'], // no 'fr' + 'ends': a fragment is no word run into another
    ['alwas', ['alias', 'always', 'alas'], 'always'],
  ])('%j with %j -> %j', (problem, suggestions, expected) => {
    expect(confidentSpelling(problem, suggestions)).toBe(expected);
  });

  it.each([
    ['wark', ['walk', 'war', 'ward']], // three words one letter away
    ['bicycel', ['icicle']], // another first letter: a guess, not the learner's word
    ['nightday', ['midday']], // two words run together
    ['hause', ['house', 'cause', 'haute']], // 'house' or 'cause'?
    ['xq', ['x']], // too short to tell
    ['contributers', ['contributes']], // a person ('contributors'), not a verb
    ['eksplanashun', ['explanation']], // too far from the suggestion
    ['baed', ['bad', 'bade', 'bald']], // 'bade' by a swap, but 'bad' is as near and far more common ('based'?)
    ['shud', ['scud', 'shad', 'shed']], // none of them is 'should': no word by a telling slip
    ['tahy', ['thy', 'than', 'that']], // an old word nobody means
    ['baly', ['bally', 'baby', 'bald']], // a short word's only telling slip gives a word never seen in use
    ['offert', ['offer', 'offers', 'offered']], // forms of one word, but which?
    ['idean', ['idea', 'ideal']], // 'ideal' is no form of 'idea'
    ['imotions', ['emotions', 'motions']], // another first vowel, or a letter too many?
  ])('leaves %j alone (%j)', (problem, suggestions) => {
    expect(confidentSpelling(problem, suggestions)).toBeNull();
  });

  it('leaves a misspelling alone when a word Harper did not list is as near, by as telling a slip', () => {
    expect(confidentSpelling('tird', ['third', 'tire', 'tied'], ['tired'])).toBeNull(); // 'very tird': tired or third?
    expect(confidentSpelling('plaing', ['plain', 'paling', 'placing'], ['playing', 'planing'])).toBeNull();
    expect(confidentSpelling('lik', ['lick', 'lie', 'link'], ['like'])).toBeNull();
    expect(confidentSpelling('tak', ['tack', 'tag'], ['talk', 'take'])).toBeNull();
  });

  it('keeps its choice over an unlisted word that is far rarer, another form of it, or a less telling slip', () => {
    expect(confidentSpelling('woud', ['wood', 'word', 'would'], ['wound'])).toBe('would'); // 'would' is far more common
    expect(confidentSpelling('recieve', ['receive', 'relieve'], ['reprieve'])).toBe('receive'); // a swap beats a changed letter
    expect(confidentSpelling('finised', ['finished', 'finises'], ['finishes'])).toBe('finished'); // a form of the same word
    expect(confidentSpelling('definitly', ['definitely'], [])).toBe('definitely');
  });

  it('counts a swap of two letters as one slip', () => {
    expect(slipDistance('teh', 'the')).toBe(1);
    expect(slipDistance('freind', 'friend')).toBe(1);
  });
});

describe('confidentFix', () => {
  it('keeps the grammar messages whose one fix is right wherever they fire', () => {
    expect(confidentFix(issue('Grammar', 'goed', "Use the irregular form 'went' instead of 'goed'", ['went']), false)).toBe('went');
    expect(confidentFix(issue('Repetition', 'the the', 'Did you mean to repeat this word?', ['the']), false)).toBe('the');
  });

  it('leaves a word written twice alone where one clause can end with it and the next start with it', () => {
    expect(confidentFix(issue('Repetition', 'you you', 'Did you mean to repeat this word?', ['you']), false)).toBeNull(); // 'if they call you you answer'
    expect(confidentFix(issue('Repetition', 'that that', 'Did you mean to repeat this word?', ['that']), false)).toBeNull();
    expect(confidentFix(issue('Repetition', 'to to', 'Did you mean to repeat this word?', ['to']), false)).toBe('to');
    // Said twice on purpose: a way of speaking, not a slip.
    expect(confidentFix(issue('Repetition', 'Bye bye', 'Did you mean to repeat this word?', ['Bye']), false)).toBeNull();
    expect(confidentFix(issue('Repetition', 'very very', 'Did you mean to repeat this word?', ['very']), false)).toBeNull();
    expect(confidentFix(issue('Repetition', 'is is', 'Did you mean to repeat this word?', ['is']), false)).toBeNull();
    expect(confidentFix(issue('Repetition', 'and and', 'Did you mean to repeat this word?', ['and']), false)).toBe('and');
  });

  it('leaves the guesses alone', () => {
    expect(confidentFix(issue('Grammar', 'there', 'Did you mean `their`?', ['their']), false)).toBeNull();
    expect(confidentFix(issue('WordChoice', 'want', 'Insert `to` to complete the infinitive (e.g., `need to talk`).', [' to']), false)).toBeNull();
    expect(confidentFix(issue('Agreement', 'a patience', '`patience` is a mass noun.', ['patience']), false)).toBeNull();
    expect(confidentFix(issue('Spelling', 'Jonh', 'Did you mean to spell `Jonh` this way?', ['John']), false)).toBeNull(); // a name
  });
});
