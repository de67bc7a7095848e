/** A favourite named ('My favourite film is Titanic') is met by its name, with a question about it. */
import { describe, expect, it } from 'vitest';
import { createChooser } from '../choose-variant';
import { readLearnerFacts } from './learner-facts';
import { respondToFacts } from './respond-to-facts';

const said = (message: string) => {
  const response = respondToFacts({ message, facts: readLearnerFacts([message]), assistantMessages: [], chooser: createChooser(message) });
  return response ? `${response.acknowledgement} ${response.question}` : '';
};

describe('a favourite named', () => {
  it.each([
    ['My favourite movie is Titanic. I watched it five times.', /^(?:Titanic, good choice!|Oh, Titanic! I can see why\.) (?:What do you love most about Titanic\?|Who would you recommend Titanic to, and why\?)$/],
    ['My favourite food is pizza because it is easy.', /^(?:Pizza, good choice!|Oh, pizza! I can see why\.) (?:What do you love most about pizza\?|Do you make pizza yourself, or do you go out for it\?)$/],
    ['My favourite band is The Beatles.', /The Beatles/],
    ['My favourite colour is blue.', /^(?:Blue, good choice!|Oh, blue! I can see why\.) (?:What do you love most about blue\?|Why blue, do you think\?)$/],
    // The learner's own is said back as theirs.
    ["My favourite food is my grandmother's soup.", /^(?:Your grandmother's soup, good choice!|Oh, your grandmother's soup! I can see why\.) (?:What do you love most about your grandmother's soup\?|Do you make your grandmother's soup yourself, or do you go out for it\?)$/],
  ])('%j', (message, reply) => {
    expect(said(message)).toMatch(reply);
  });

  it('leaves a favourite with no name said, or one cut off, to the rest', () => {
    expect(said('My favourite movie is the one I saw with my dad when I was a child.')).not.toMatch(/good choice|I can see why/);
    expect(said('I have no favourite food.')).not.toMatch(/good choice|I can see why/);
  });
});
