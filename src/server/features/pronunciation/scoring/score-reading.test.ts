import { describe, expect, it } from 'vitest';
import type { WordResult } from '#/shared/api/pronunciation';
import type { LinearModel } from './linear-model';
import type { PronunciationModel } from './pronunciation-model';
import { READING_FEATURES, type ReadingEvidence, WORD_FEATURES, type WordEvidence, withSecondOpinion } from './reading-evidence';
import { asksSecondOpinion, scoreReading } from './score-reading';
import { TRAINED_PRONUNCIATION_MODEL } from './trained-pronunciation-model';

/** A model on one feature: a word's cost per frame. Flag probability = σ(cost − 5); score = 10 − cost. */
const onCost = (kind: LinearModel['kind'], bias: number, weight: number): LinearModel => ({ kind, features: ['costPerFrame'], mean: [0], scale: [1], bias, weights: [weight] });
const constant = (value: number): LinearModel => ({ kind: 'linear', features: [], mean: [], scale: [], bias: value, weights: [] });
const MODEL: PronunciationModel = {
  trainedOn: 'a test',
  sounds: {},
  flag: onCost('logistic', -5, 1),
  flagAbove: 0.9,
  wordScore: onCost('linear', 10, -1),
  extraWord: { kind: 'logistic', features: ['seconds'], mean: [0], scale: [1], bias: -5, weights: [10] },
  extraWordAbove: 0.5,
  accuracy: constant(8.4),
  fluency: constant(7),
  pronunciation: constant(9),
  figures: {},
};

const word = (costPerFrame: number): WordEvidence => ({ ...(Object.fromEntries(WORD_FEATURES.map((name) => [name, 0])) as WordEvidence), costPerFrame });
const evidence = (costs: number[], extras: ReadingEvidence['extras'] = [], isOwnMistake: boolean[] = []): ReadingEvidence => ({
  words: costs.map(word),
  sounds: costs.map(() => []),
  extras,
  flow: Object.fromEntries(READING_FEATURES.map((name) => [name, 0])) as ReadingEvidence['flow'],
  isOwnMistake,
});
const judged = (words: WordResult[]) => ({ words, wordsPerMinute: 120 });

describe('scoreReading', () => {
  it('flags a word only where the model is confident, and then says so without naming a sound it did not hear', () => {
    const verdict = scoreReading(judged([{ word: 'I', result: 'ok' }, { word: 'think', result: 'ok' }]), evidence([1, 9]), MODEL);
    expect(verdict.words[0]).toEqual({ word: 'I', result: 'ok', accuracy_score: 90 });
    expect(verdict.words[1]).toMatchObject({ word: 'think', result: 'mispronounced', accuracy_score: 10 });
    expect(verdict.words[1]!.heard).toBeUndefined();
    expect(verdict.words[1]!.tip).toMatch(/think/);
  });

  it("drops the decoder's slip where the model is not confident: the word is ok and its score speaks", () => {
    const slip: WordResult = { word: 'three', result: 'mispronounced', heard: 'tree', tip: 'Put your tongue between your teeth.', sound: 'th' };
    const verdict = scoreReading(judged([slip]), evidence([4]), MODEL);
    expect(verdict.words).toEqual([{ word: 'three', result: 'ok', accuracy_score: 60 }]);
  });

  it('keeps what the decoder heard, and its tip, for a slip the model is confident of, its score under the band of words said right', () => {
    const slip: WordResult = { word: 'three', result: 'mispronounced', heard: 'tree', tip: 'Put your tongue between your teeth.', sound: 'th' };
    const [three] = scoreReading(judged([slip]), evidence([8]), MODEL).words;
    expect(three).toEqual({ ...slip, accuracy_score: 20 });
    const [barely] = scoreReading(judged([slip]), evidence([7.3]), { ...MODEL, wordScore: constant(9.5) }).words;
    expect(barely!.accuracy_score).toBe(59);
  });

  it("keeps the learner's own old mistake (Review's Say it) whatever the model says of the sound", () => {
    const mistake: WordResult = { word: 'goes', result: 'mispronounced', heard: 'go', tip: 'Say "goes", as in the correction, not "go".' };
    expect(scoreReading(judged([mistake]), evidence([1], [], [true]), MODEL).words[0]).toMatchObject({ result: 'mispronounced', heard: 'go' });
    expect(scoreReading(judged([mistake]), evidence([1], [], [false]), MODEL).words[0]).toMatchObject({ result: 'ok' });
  });

  it('mentions an extra word only where its gate is confident, and counts a word left out against completeness', () => {
    const words: WordResult[] = [
      { word: 'We', result: 'ok' },
      { word: 'the', result: 'inserted', tip: '"the" is not in the sentence: leave it out.' },
      { word: 'read', result: 'ok' },
      { word: 'very', result: 'inserted', tip: '"very" is not in the sentence: leave it out.' },
      { word: 'it', result: 'omitted', tip: 'Say every word: "it" was missing.' },
    ];
    const extras = [
      { before: 1, word: 'the', costPerFrame: 0, seconds: 0.1, worstSoundPerFrame: 0 },
      { before: 2, word: 'very', costPerFrame: 0, seconds: 0.9, worstSoundPerFrame: 0 },
    ];
    const verdict = scoreReading(judged(words), evidence([1, 1, 1], extras), MODEL);
    expect(verdict.words.map((w) => `${w.word}:${w.result}`)).toEqual(['We:ok', 'read:ok', 'very:inserted', 'it:omitted']);
    expect(verdict.words[3]!.accuracy_score).toBe(0);
    expect(verdict.scores).toEqual({ accuracy_score: 84, fluency_score: 70, completeness_score: 67, pronunciation_score: 90 });
  });
});

describe('the sentence accuracy score', () => {
  it('reads how the reading flowed beside how its sounds fitted', () => {
    const onPauses: PronunciationModel = { ...MODEL, accuracy: { kind: 'linear', features: ['pauses'], mean: [0], scale: [1], bias: 9, weights: [-1] } };
    const halting = evidence([1, 1]);
    halting.flow.pauses = 3;
    const words = judged([{ word: 'We', result: 'ok' }, { word: 'read', result: 'ok' }]);
    expect(scoreReading(words, evidence([1, 1]), onPauses).scores.accuracy_score).toBe(90);
    expect(scoreReading(words, halting, onPauses).scores.accuracy_score).toBe(60);
  });
});

describe('the trained model', () => {
  it('reads every feature the engine gives, and holds its cuts and the figures it earned on held-out speakers', () => {
    const model = TRAINED_PRONUNCIATION_MODEL;
    for (const part of [model.flag, model.wordScore, model.extraWord, model.accuracy, model.fluency, model.pronunciation]) {
      expect(part.weights).toHaveLength(part.features.length);
      expect(part.weights.every(Number.isFinite)).toBe(true);
    }
    // Cut for recall on the training speakers (ADR 023): a word is flagged when its probability of being poor is a third or more.
    expect(model.flagAbove).toBeGreaterThan(0.2);
    expect(model.flagAbove).toBeLessThan(0.6);
    expect(model.figures.flagRecall).toBeGreaterThanOrEqual(0.3);
    expect(model.alignmentWarp).toBeGreaterThanOrEqual(1);
    expect(Object.keys(model.sounds)).toEqual(expect.arrayContaining(['AA', 'IY', 'TH', 'S', 'R', 'L']));
    expect(model.figures).toMatchObject({ accuracyR: expect.any(Number), flagPrecision: expect.any(Number) });
    // The second opinion: asked from below the first flag's own cut (so every word the first would flag gets it), in a few readings.
    const second = model.secondOpinion!;
    expect(second.flag.weights).toHaveLength(second.flag.features.length);
    expect(second.flag.features).toEqual(expect.arrayContaining(['secondLogProb', 'heardLogProb']));
    expect(second.askAbove).toBeLessThan(model.flagAbove);
    expect(model.figures.readingsAskingSecondOpinion).toBeLessThan(0.3);
  });
});

describe('the second opinion', () => {
  /** Asked from a first flag of 0.5 (cost 5); it flags a word whose second listener found it unlikely (log probability under −4). */
  const SECOND: PronunciationModel = {
    ...MODEL,
    secondOpinion: { flag: { kind: 'logistic', features: ['secondLogProb'], mean: [0], scale: [1], bias: -4, weights: [-1] }, flagAbove: 0.9, askAbove: 0.5 },
  };
  const heard = (...logProbs: number[]) => ({ words: logProbs.map((logProb) => ({ logProbs: [logProb], isFirstChoice: [false], entropies: [1] })) });
  const words = judged([{ word: 'three', result: 'ok' }, { word: 'things', result: 'ok' }]);

  it('is asked for only where the first flag comes near a slip', () => {
    expect(asksSecondOpinion(evidence([1, 4.9]), SECOND)).toBe(false);
    expect(asksSecondOpinion(evidence([1, 5]), SECOND)).toBe(true);
    expect(asksSecondOpinion(evidence([9, 9]), MODEL)).toBe(false); // a model without one never asks
  });

  it('decides the flags where it was given: a word the first flagged and the second heard clearly stays ok, one it found unlikely is flagged', () => {
    const given = withSecondOpinion(evidence([9, 6]), heard(-0.5, -9));
    expect(scoreReading(words, given, SECOND).words.map((w) => w.result)).toEqual(['ok', 'mispronounced']);
    expect(scoreReading(words, evidence([9, 6]), SECOND).words.map((w) => w.result)).toEqual(['mispronounced', 'ok']); // not given: the first's
  });

  it('is not read where the first flag did not ask for it, even if given (the training readings carry it for every reading)', () => {
    const given = withSecondOpinion(evidence([1, 2]), heard(-9, -9));
    expect(scoreReading(words, given, SECOND).words.map((w) => w.result)).toEqual(['ok', 'ok']);
  });

  it("leaves the words' scores and the reading's scores as the first listener gave them", () => {
    const given = withSecondOpinion(evidence([1, 2]), heard(-9, -9));
    expect(scoreReading(words, given, SECOND).scores).toEqual(scoreReading(words, evidence([1, 2]), SECOND).scores);
    expect(scoreReading(words, withSecondOpinion(evidence([9, 1]), heard(-0.5, -0.5)), SECOND).words.map((w) => w.accuracy_score)).toEqual([10, 90]);
  });
});
