import { describe, expect, it } from 'vitest';
import { buildReadingGrammar, splitReading } from './build-reading-grammar';
import { parseCmuDictionary } from './cmu-dictionary';
import { judgeReading } from './judge-reading';

const dictionary = parseCmuDictionary(['i AY', 'think TH IH NG K', 'sink S IH NG K', 'cinq S IH NG K', 'so S OW', 'sew S OW', 'thing TH IH NG'].join('\n'));

describe('buildReadingGrammar', () => {
  it('offers each word as written, its slips and nothing, the word as written weighted far above', () => {
    const grammar = buildReadingGrammar('I think so.', dictionary);
    expect(grammar.words.map((word) => word.word)).toEqual(['I', 'think', 'so']);
    expect(grammar.jsgf).toContain('public <reading> = <w0> <w1> <w2>;');
    expect(grammar.jsgf).toContain('<w1> = /1/ p_th_ih_ng_k | /0.000001/ p_s_ih_ng_k | /0.000001/ p_t_ih_ng_k | /1e-14/ p_f_ih_ng_k');
    expect(grammar.jsgf).toMatch(/<w1> = .*\/1e-20\/ p_th_ih_ng \| \/1e-20\/ <NULL>;/);
    expect(grammar.entries).toContainEqual(['p_s_ih_ng_k', 'S IH NG K']);
  });

  it('refuses a word the dictionary does not know, and a sentence with no words', () => {
    expect(() => buildReadingGrammar('I think zzqxv', dictionary)).toThrow(/can't check "zzqxv"/);
    expect(() => buildReadingGrammar('...', dictionary)).toThrow(/at least one English word/);
  });

  it('splits on punctuation and hyphens, keeping apostrophes inside words', () => {
    expect(splitReading("Don't stop -- well-known 'quotes'.")).toEqual(["Don't", 'stop', 'well', 'known', 'quotes']);
  });
});

describe('judgeReading', () => {
  const grammar = buildReadingGrammar('I think so', dictionary);
  const token = (name: string, start: number) => ({ token: name, start, duration: 0.3 });

  it('names the slip by the word it spells, closest in writing to the word asked for, with a tip', () => {
    const judged = judgeReading(grammar.words, [token('p_ay', 0), token('p_s_ih_ng_k', 0.3), token('p_s_ow', 0.6)], dictionary);
    expect(judged.words[0]).toEqual({ word: 'I', result: 'ok' });
    expect(judged.words[1]).toMatchObject({ word: 'think', result: 'mispronounced', heard: 'sink', tip: expect.stringMatching(/between your teeth/) });
    expect(judged.wordsPerMinute).toBe(200); // 3 words in 0.9 s
  });

  it('marks a word the decoder skipped as omitted', () => {
    const judged = judgeReading(grammar.words, [token('p_ay', 0), token('p_s_ow', 0.6)], dictionary);
    expect(judged.words.map((word) => word.result)).toEqual(['ok', 'omitted', 'ok']);
  });
});
