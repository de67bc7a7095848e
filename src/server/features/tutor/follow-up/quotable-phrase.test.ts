import { describe, expect, it } from 'vitest';
import { quotablePhrase } from './quotable-phrase';

describe('a thing the learner named with "the"', () => {
  it('is quoted when its word is a noun and a verb alike: the article made it a noun', () => {
    expect(quotablePhrase('the project', 'We finished the project last night.')).toBe('the project');
    expect(quotablePhrase('the shop', 'The shop sells old maps.')).toBe('the shop');
    expect(quotablePhrase('the match', 'My brother and I watched the match.')).toBe('the match');
    expect(quotablePhrase('the plan', 'Our teacher liked the plan.')).toBe('the plan');
  });

  it('is not quoted after "a", nor when the word describes or measures rather than names', () => {
    expect(quotablePhrase('a means', 'It is a means to an end.')).toBeNull();
    expect(quotablePhrase('a cook', 'My uncle is a cook.')).toBeNull();
    expect(quotablePhrase('the best', 'She is the best.')).toBeNull();
    expect(quotablePhrase('the present', 'Live in the present.')).toBeNull();
    expect(quotablePhrase('the rest', 'I slept the rest of the day.')).toBeNull();
    expect(quotablePhrase('the lot', 'We ate the lot.')).toBeNull();
  });
});

describe('a dull activity', () => {
  it('is quoted with what makes it specific, up to its last noun', () => {
    expect(quotablePhrase('working', 'I love working with kids.')).toBe('working with kids');
    expect(quotablePhrase('working', 'I enjoy working with my friends.')).toBe('working with your friends');
    expect(quotablePhrase('living', 'I like living in London.')).toBe('living in London');
  });

  it('never ends on a word that joins ("working with people and")', () => {
    expect(quotablePhrase('working', 'I love working with people and solving problems.')).toBe('working with people');
    expect(quotablePhrase('working', 'I like working with people and helping them.')).toBe('working with people');
    expect(quotablePhrase('studying', 'I like studying in the morning.')).toBe('studying in the morning');
  });
});

describe('a thing named with a describing word', () => {
  it('is quoted, unless it is a verb in the past and its object', () => {
    expect(quotablePhrase('social media', "I don't like social media.")).toBe('social media');
    expect(quotablePhrase('modern art', 'I love modern art.')).toBe('modern art');
    expect(quotablePhrase('made soup', 'I made soup.')).toBeNull();
    expect(quotablePhrase('bought shoes', 'I bought shoes.')).toBeNull();
  });
});

describe('a phrase the learner wrote with an article or an owner', () => {
  it('is quoted with one, never bare', () => {
    expect(quotablePhrase('marketing job', 'Hello, I am applying for a junior marketing job.')).toBe('the marketing job');
    expect(quotablePhrase('marketing department', 'I work in the marketing department.')).toBe('the marketing department');
    expect(quotablePhrase('cooking class', 'I started my new cooking class.')).toBe('your cooking class');
  });

  it('is not quoted when it says what someone is, and stays bare when they wrote it bare', () => {
    expect(quotablePhrase('sales manager', 'I am a sales manager in a big company.')).toBeNull();
    expect(quotablePhrase('computer science', 'I study computer science at university.')).toBe('computer science');
    expect(quotablePhrase('reading comic books', 'I spent the afternoon reading comic books.')).toBe('reading comic books');
  });
});
