// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PronunciationAssessment, WordResult } from '#/shared/api/pronunciation';
import { LESS_CLEAR_MESSAGE, OTHER_SENTENCE_MESSAGE, ReadingResult, summarizeReading } from './reading-result';

afterEach(cleanup);

const word = (text: string, result: WordResult['result'] = 'ok', extra: Partial<WordResult> = {}): WordResult => ({ word: text, result, ...extra });
const scores = { accuracy_score: 81, fluency_score: 64, completeness_score: 100, pronunciation_score: 72 };
const assessment = (words: WordResult[], overrides: Partial<PronunciationAssessment> = {}): PronunciationAssessment => ({ text: '', engine: 'pocketsphinx', words, words_per_minute: 90, ...scores, ...overrides });
const wordsList = () => screen.getByRole('list', { name: 'Your reading, word by word' });
const wordLabels = () => within(wordsList()).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
const omitted = (text: string) => word(text, 'omitted', { tip: `Say every word, including "${text}".` });

describe('ReadingResult', () => {
  it('marks each word and lists each tip once', () => {
    render(<ReadingResult result={assessment([word('We'), word('right', 'mispronounced', { heard: 'light', tip: 'Pull your tongue back.' }), omitted('letter')])} />);
    expect(screen.getByRole('list', { name: 'Your reading, word by word' }).textContent).toBe('Weright (heard “light”)letter');
    expect(screen.getByText('Pull your tongue back.')).toBeTruthy();
  });

  it('says once that another sentence was read when more than half the words were left out, instead of a tip per word', () => {
    const result = assessment([word('I'), omitted('think'), omitted('three'), omitted('things'), word('are'), omitted('worth'), omitted('it'), word('the', 'inserted')]);
    render(<ReadingResult result={result} />);
    expect(screen.getByText(OTHER_SENTENCE_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(/Say every word/)).toBeNull();
    expect(summarizeReading(result)).toBe(OTHER_SENTENCE_MESSAGE);
  });

  it('keeps the word-by-word marks when only some words were left out', () => {
    const result = assessment([word('We'), word('read'), omitted('the'), word('right'), omitted('letter')]);
    render(<ReadingResult result={result} />);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(5);
    expect(summarizeReading(result)).toBe('3 of 5 words sounded right. Pronunciation: 72 out of 100, almost.');
  });

  it("tells each scored word's number and band to screen readers and in its tooltip, and a confident slip is poor whatever its score", () => {
    render(<ReadingResult result={assessment([word('I', 'ok', { accuracy_score: 96 }), word('think', 'ok', { accuracy_score: 72 }), word('three', 'ok', { accuracy_score: 45 }), word('things', 'mispronounced', { accuracy_score: 88, heard: 'sings' }), omitted('worth'), word('it', 'inserted')])} />);
    expect(wordLabels()).toEqual([
      'I: 96 out of 100, clear',
      'think: 72 out of 100, almost',
      'three: 45 out of 100, needs practice',
      'things: 88 out of 100, needs practice, heard "sings"',
      'worth: left out',
      'it: extra word',
    ]);
    expect(screen.getByRole('listitem', { name: 'three: 45 out of 100, needs practice' }).title).toBe('45 out of 100, needs practice');
    // The band shows without the number: the same look as the key's band, colour and underline together.
    const key = (band: string) => screen.getByText(band, { selector: '[aria-hidden="true"] span' }).className;
    expect(screen.getByRole('listitem', { name: /^think:/ }).className).toContain(key('Almost'));
    expect(screen.getByRole('listitem', { name: /^three:/ }).className).toContain(key('Needs practice'));
    expect(screen.getByRole('listitem', { name: /^things:/ }).className).toContain(key('Needs practice'));
    expect(screen.getByRole('listitem', { name: /^I:/ }).className).toContain(key('Clear'));
    expect(key('Almost')).not.toBe(key('Needs practice'));
  });

  it('says "heard" only for a word that carries what was heard', () => {
    render(<ReadingResult result={assessment([word('We', 'ok', { accuracy_score: 30 }), word('right', 'mispronounced', { accuracy_score: 20 })])} />);
    expect(wordsList().textContent).toBe('Weright');
    expect(screen.queryByText(/heard/)).toBeNull();
    expect(wordLabels()).toEqual(['We: 30 out of 100, needs practice', 'right: 20 out of 100, needs practice']);
  });

  it('marks a word without a score (a check from before scores) by its result, with no key of bands', () => {
    render(<ReadingResult result={assessment([word('We'), word('right', 'mispronounced', { heard: 'light' })])} />);
    expect(wordLabels()).toEqual(['We: said right', 'right: mispronounced, heard "light"']);
    expect(screen.queryByText('Needs practice')).toBeNull();
  });

  it('gives tips for flagged words only, not for an ok word that scored low', () => {
    render(<ReadingResult result={assessment([word('think', 'ok', { accuracy_score: 41, tip: 'Put your tongue between your teeth.' }), word('right', 'mispronounced', { accuracy_score: 30, tip: 'Pull your tongue back.' })])} />);
    expect(screen.getByText('Pull your tongue back.')).toBeTruthy();
    expect(screen.queryByText('Put your tongue between your teeth.')).toBeNull();
  });

  it("shows the sentence's four scores, each with its band in words", () => {
    const result = assessment([word('We', 'ok', { accuracy_score: 90 })], { accuracy_score: 90.4, fluency_score: 59.6, completeness_score: 100, pronunciation_score: 79.5 });
    render(<ReadingResult result={result} />);
    const meters = within(screen.getByRole('list', { name: 'Scores for the whole sentence' })).getAllByRole('listitem');
    expect(meters.map((meter) => meter.textContent)).toEqual(['Accuracy90 out of 100, Clear', 'Fluency60 out of 100, Almost', 'Completeness100 out of 100, Clear', 'Pronunciation80 out of 100, Clear']);
    expect(meters[1]!.title).toBe('Fluency: how smoothly the sentence flowed, without long pauses');
    expect(summarizeReading(result)).toBe('Every word sounded right. Pronunciation: 80 out of 100, clear.');
  });

  it('does not say every word sounded right when an unflagged word scored below the Clear band', () => {
    const result = assessment([word('I', 'ok', { accuracy_score: 95 }), word('think', 'ok', { accuracy_score: 64 }), word('so', 'ok', { accuracy_score: 88 })]);
    render(<ReadingResult result={result} />);
    expect(screen.queryByText('Every word sounded right.')).toBeNull();
    expect(screen.getByText(LESS_CLEAR_MESSAGE)).toBeTruthy();
    expect(summarizeReading(result)).toBe('2 of 3 words sounded right. Pronunciation: 72 out of 100, almost.');
  });

  it('is a live region unless its caller announces the reading itself', () => {
    const result = assessment([word('We')]);
    const { container, rerender } = render(<ReadingResult result={result} allRightMessage="Every word came through." />);
    expect(container.querySelector('[aria-live="polite"]')).toBeTruthy();
    expect(screen.getByText('Every word came through.')).toBeTruthy();
    rerender(<ReadingResult result={result} isAnnounced={false} />);
    expect(container.querySelector('[aria-live]')).toBeNull();
  });
});
