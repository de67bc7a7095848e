import { describe, expect, it } from 'vitest';
import { article } from './teacher-voice';

describe('article', () => {
  it.each([
    ['engineer', 'an'],
    ['nurse', 'a'],
    ['university teacher', 'a'], // a 'you' sound
    ['uncle', 'an'],
    ['HR manager', 'an'], // letters said by name: 'aitch'
    ['MBA student', 'an'],
    ['BBC journalist', 'a'],
    ['UX designer', 'a'], // 'you-ex'
    ['NASA engineer', 'a'], // said as a word
    ['NURSE', 'a'],
    ['HTML developer', 'an'], // no vowel: letters
    ['HSBC banker', 'an'],
  ])('%j takes %j', (word, expected) => {
    expect(article(word)).toBe(expected);
  });
});
