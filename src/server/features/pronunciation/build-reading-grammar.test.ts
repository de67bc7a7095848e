import { describe, expect, it } from 'vitest';
import { buildReadingGrammar, OPTION_WEIGHTS, splitReading } from './build-reading-grammar';
import { parseCmuDictionary } from './cmu-dictionary';
import { judgeReading } from './judge-reading';

const dictionary = parseCmuDictionary(['i AY', 'think TH IH NG K', 'sink S IH NG K', 'cinq S IH NG K', 'so S OW', 'sew S OW', 'thing TH IH NG', 'very V EH R IY', 'the DH AH', 'the(2) DH IY'].join('\n'));

describe('buildReadingGrammar', () => {
  it('offers each word as written, its slips and nothing, the word as written weighted far above', () => {
    const grammar = buildReadingGrammar('I think so.', dictionary);
    expect(grammar.words.map((word) => word.word)).toEqual(['I', 'think', 'so']);
    const jsgf = grammar.attempts[0]!.jsgf;
    const lenient = grammar.attempts[4]!.jsgf;
    expect(jsgf).toContain('public <reading> = <w0> <x> <w1> <x> <w2>;');
    // Room for a common extra word between words (those the dictionary knows, by their first pronunciation), far below leaving it out.
    const { inserted } = OPTION_WEIGHTS;
    expect(jsgf).toContain(`<x> = /1/ <NULL> | /${inserted}/ x_dh_ah | /${inserted}/ x_v_eh_r_iy | /${inserted}/ x_s_ow;`);
    expect(grammar.extras).toEqual(new Map([['x_dh_ah', 'the'], ['x_v_eh_r_iy', 'very'], ['x_s_ow', 'so']]));
    // Each slip at its sound's weight where it falls in the word; th as f, heard as often in words said right, is not offered, nor a final k
    // before a consonant; th as t at a word's start is not offered to the decoder but kept among the options, for its burst to decide (sibilant-cue.ts).
    const { slips, omitted, omittedWhenLost } = OPTION_WEIGHTS;
    expect(jsgf).toContain(`<w1> = /1/ p_th_ih_ng_k | /${slips['TH>S initial']}/ p_s_ih_ng_k | /${slips['IH>IY within']}/ p_th_iy_ng_k | /${omitted}/ <NULL>;`);
    expect(grammar.words[1]!.options.map((option) => option.token)).toContain('p_t_ih_ng_k');
    for (const never of ['p_f_ih_ng_k', 'p_th_ih_ng ']) expect(jsgf).not.toContain(never);
    // The grammar tried when that one finds no path differs only in what leaving a word out costs.
    expect(lenient).toBe(jsgf!.replaceAll(`/${omitted}/ <NULL>`, `/${omittedWhenLost}/ <NULL>`));
    expect(grammar.entries).toContainEqual(['p_s_ih_ng_k', 'S IH NG K']);
  });

  it('searches with silence between words first, then without it and without extra words to soak up a pause, then with wider beams', () => {
    const { attempts } = buildReadingGrammar('I think so.', dictionary);
    expect(attempts.map(({ fillers, wideBeams, jsgf }) => `${fillers ? 'silence' : 'no silence'}${wideBeams ? ', wide' : ''}${jsgf.includes('<x>') ? ', extras' : ''}`)).toEqual([
      'silence, extras', 'no silence', 'no silence, wide', 'silence, wide, extras',
      'silence, extras', 'no silence', 'no silence, wide', 'silence, wide, extras',
    ]);
    expect(attempts[1]!.jsgf).toContain('public <reading> = <w0> <w1> <w2>;');
  });

  it("offers the word the learner wrote before a correction, and leaving out a word the correction added", () => {
    const both = parseCmuDictionary(['she SH IY', 'goes G OW Z', 'go G OW', 'to T UW', 'school S K UW L'].join('\n'));
    const grammar = buildReadingGrammar('She goes to school.', both, OPTION_WEIGHTS, 'She go school.');
    const jsgf = grammar.attempts[0]!.jsgf;
    expect(jsgf).toContain(`<w1> = /1/ p_g_ow_z | /${OPTION_WEIGHTS.mistake}/ p_g_ow | `);
    expect(jsgf).toContain(`<w2> = /1/ p_t_uw | /${OPTION_WEIGHTS.leftOutBefore}/ <NULL>;`);
    expect(grammar.words[1]!.options.at(-1)).toMatchObject({ token: 'p_g_ow', mistake: 'go' });
  });

  it("names the learner's mistake where it is one of the word's slips ('watch' for 'watched' before a vowel), and only there", () => {
    const past = parseCmuDictionary(['we W IY', 'watched W AA CH T', 'watch W AA CH', 'a AH', 'film F IH L M', 'the DH AH'].join('\n'));
    const before = buildReadingGrammar('We watched a film.', past, OPTION_WEIGHTS, 'We watch a film.');
    expect(before.words[1]!.options.filter((option) => option.token === 'p_w_aa_ch')).toEqual([expect.objectContaining({ mistake: 'watch', variant: expect.objectContaining({ rule: 'final-consonant', from: 'T' }) })]);
    expect(before.attempts[0]!.jsgf).toContain(`/${OPTION_WEIGHTS.mistake}/ p_w_aa_ch`);
    // Before a consonant the t is not released, and the decoder heard "watch" in readings said right: not listened for.
    const unreleased = buildReadingGrammar('We watched the film.', past, OPTION_WEIGHTS, 'We watch the film.');
    expect(unreleased.words[1]!.options.map((option) => option.token)).toEqual(['p_w_aa_ch_t']);
  });

  it('listens for a final d left off only where it is released: before a vowel', () => {
    const words = parseCmuDictionary(['cold K OW L D', 'again AH G EH N', 'day D EY'].join('\n'));
    expect(buildReadingGrammar('cold again', words).attempts[0]!.jsgf).toContain('p_k_ow_l |');
    expect(buildReadingGrammar('cold', words).attempts[0]!.jsgf).not.toContain('p_k_ow_l ');
    expect(buildReadingGrammar('cold day', words).attempts[0]!.jsgf).not.toContain('p_k_ow_l ');
  });

  it('listens for no slips in little words everyone says weakly', () => {
    const jsgf = buildReadingGrammar('the thing', parseCmuDictionary(['the DH AH', 'thing TH IH NG'].join('\n'))).attempts[0]!.jsgf;
    expect(jsgf).toContain(`<w0> = /1/ p_dh_ah | /${OPTION_WEIGHTS.omitted}/ <NULL>;`);
    expect(jsgf).toContain('p_s_ih_ng');
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

  it('reports the extra words heard among the words asked for, in order', () => {
    const judged = judgeReading(grammar.words, [token('x_dh_ah', 0), token('p_ay', 0.3), token('x_v_eh_r_iy', 0.6), token('p_th_ih_ng_k', 0.9), token('p_s_ow', 1.2), token('x_s_ow', 1.5)], dictionary, grammar.extras);
    expect(judged.words.map((word) => `${word.word}:${word.result}`)).toEqual(['the:inserted', 'I:ok', 'very:inserted', 'think:ok', 'so:ok', 'so:inserted']);
    expect(judged.words[2]).toMatchObject({ tip: expect.stringMatching(/not in the sentence/) });
  });

  it('marks a word the decoder skipped as omitted', () => {
    const judged = judgeReading(grammar.words, [token('p_ay', 0), token('p_s_ow', 0.6)], dictionary);
    expect(judged.words.map((word) => word.result)).toEqual(['ok', 'omitted', 'ok']);
  });
});
