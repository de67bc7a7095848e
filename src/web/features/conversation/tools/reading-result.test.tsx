// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PronunciationAssessment, WordResult } from '#/shared/api/pronunciation';
import { OTHER_SENTENCE_MESSAGE, ReadingResult, summarizeReading } from './reading-result';

afterEach(cleanup);

const word = (text: string, result: WordResult['result'] = 'ok', extra: Partial<WordResult> = {}): WordResult => ({ word: text, result, ...extra });
const assessment = (words: WordResult[]): PronunciationAssessment => ({ text: '', engine: 'pocketsphinx', words, words_per_minute: 90 });
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
    expect(summarizeReading(result)).toBe('3 of 5 words sounded right.');
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
