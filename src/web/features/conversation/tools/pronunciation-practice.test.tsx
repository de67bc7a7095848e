// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PronunciationAssessment, WordResult } from '#/shared/api/pronunciation';
import { PronunciationPractice } from './pronunciation-practice';

const progress = vi.hoisted(() => ({ current: { data: undefined as unknown, isPending: false } }));
vi.mock('#/web/features/progress/public', () => ({ useProgress: () => progress.current }));
vi.mock('#/web/features/free-messages/public', () => ({
  useFreeMessageGate: () => ({ isAtLimit: () => false, isUpgradeOpen: false, openUpgrade: () => {}, closeUpgrade: () => {} }),
  UpgradeModal: () => null,
}));
const checkPronunciation = vi.hoisted(() => vi.fn());
vi.mock('../api/check-pronunciation', () => ({ checkPronunciation }));
vi.mock('../voice/recording-to-wav', () => ({ recordingToWav: async () => ({ wav: new Blob(['wav']), durationMs: 2000 }) }));

/** MediaRecorder as far as the check uses it: stop() hands over the data, then ends. */
class FakeMediaRecorder {
  static last: FakeMediaRecorder | null = null;
  constructor() {
    FakeMediaRecorder.last = this;
  }
  state = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['audio']) });
    this.onstop?.();
  }
}

const getUserMedia = vi.fn();
const trouble = (sounds: Array<[string, number]>) => ({ data: { pronunciation: { attempts: 5, last: null, trouble_sounds: sounds.map(([sound, misses]) => ({ sound, misses })) } }, isPending: false });
const word = (text: string, result: WordResult['result'] = 'ok', extra: Partial<WordResult> = {}): WordResult => ({ word: text, result, ...extra });
const assessment = (words: WordResult[]): PronunciationAssessment => ({ text: '', engine: 'pocketsphinx', words, words_per_minute: 120, accuracy_score: 70, fluency_score: 85, completeness_score: 100, pronunciation_score: 58 });

beforeEach(() => {
  progress.current = { data: undefined, isPending: false };
  getUserMedia.mockResolvedValue({ getTracks: () => [{ stop: vi.fn() }] });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  checkPronunciation.mockReset();
  getUserMedia.mockReset();
});

function renderPractice(overrides: { isMuted?: boolean; isTeacherSpeaking?: boolean } = {}) {
  const onStopTeacher = vi.fn();
  const props = { teacherSlug: 'maya', isMuted: false, isTeacherSpeaking: false, onStopTeacher, ...overrides };
  const view = render(<PronunciationPractice {...props} />);
  return { onStopTeacher, rerender: (next: typeof overrides) => view.rerender(<PronunciationPractice {...props} {...next} />) };
}

const select = () => screen.getByLabelText('Sound to practise') as HTMLSelectElement;
const status = () => screen.getByRole('status').textContent;

async function readAndCheck(result: PronunciationAssessment) {
  checkPronunciation.mockResolvedValue(result);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Read it aloud' })));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stop and check' })));
}

describe("Maya's Pronunciation check", () => {
  it("opens on the learner's most-missed sound, tags the sounds they miss, and keeps the list's order", () => {
    progress.current = trouble([['r-l', 4], ['th', 1]]);
    renderPractice();
    expect(select().value).toBe('r-l');
    expect(screen.getByText('We read the right letter.')).toBeTruthy();
    expect([...select().options].map((option) => option.textContent)).toEqual([
      'th as in think — your trouble sound',
      'th as in this',
      'i and ee',
      'v and w',
      'r and l — your trouble sound',
      'last sounds of words',
    ]);
    fireEvent.change(select(), { target: { value: 'v-w' } });
    expect(screen.getByText('We have a very nice view of the village.')).toBeTruthy();
  });

  it('opens on the first sound without progress (a demo visitor, or no checks yet), and waits for progress before choosing', () => {
    progress.current = { data: undefined, isPending: true };
    const { rerender } = renderPractice();
    expect(screen.getByText('Choosing a sentence for you...')).toBeTruthy();
    progress.current = { data: undefined, isPending: false };
    rerender({});
    expect(select().value).toBe('th');
    expect(screen.getByText('I think three things are worth it.')).toBeTruthy();
  });

  it('says why "Hear it" is off while the teacher is muted', () => {
    renderPractice({ isMuted: true });
    const hear = screen.getByRole('button', { name: 'Hear it' }) as HTMLButtonElement;
    expect(hear.disabled).toBe(true);
    expect(hear.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(hear.getAttribute('aria-describedby')!)?.textContent).toBe('Unmute the teacher to hear the sentence.');
  });

  it('silences the teacher before recording, and again if she starts while the learner reads', async () => {
    const { onStopTeacher, rerender } = renderPractice();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Read it aloud' })));
    expect(onStopTeacher).toHaveBeenCalledTimes(1);
    rerender({ isTeacherSpeaking: true });
    expect(onStopTeacher).toHaveBeenCalledTimes(2);
  });

  it('shows the time recorded against the limit, stops by itself at the limit and checks the reading', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
    checkPronunciation.mockResolvedValue(assessment([word('I'), word('think')]));
    renderPractice();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Read it aloud' })));
    expect(status()).toBe('Recording. Read the sentence aloud, then stop and check.');
    await act(async () => vi.advanceTimersByTime(4_100));
    expect(screen.getByRole('timer').textContent).toBe('Recording 0:04 / 0:30');
    expect(checkPronunciation).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(26_000));
    expect(checkPronunciation).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Stopped at 30 seconds, the longest a reading may last.')).toBeTruthy();
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('checks a reading whose recorder stopped by itself (a microphone unplugged), and can record again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
    checkPronunciation.mockResolvedValue(assessment([word('I'), word('think')]));
    renderPractice();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Read it aloud' })));
    await act(async () => FakeMediaRecorder.last!.stop());
    expect(checkPronunciation).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(31_000)); // the limit's timer is gone with the recording
    expect(checkPronunciation).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByRole('button', { name: 'Stop and check' })).toBeTruthy();
  });

  it('says "Checking..." (not "Listening...") while the server checks, then keeps focus on "Try again" and announces the verdict once', async () => {
    let answer: (result: PronunciationAssessment) => void = () => {};
    checkPronunciation.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPractice();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Read it aloud' })));
    screen.getByRole('button', { name: 'Stop and check' }).focus();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stop and check' })));
    const button = screen.getByRole('button', { name: 'Checking...' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(status()).toBe('Checking your reading...');
    await act(async () => answer(assessment([word('We', 'ok', { accuracy_score: 92 }), word('read', 'ok', { accuracy_score: 66 }), word('the', 'ok', { accuracy_score: 81 }), word('right', 'mispronounced', { heard: 'light', sound: 'r-l', accuracy_score: 35 }), word('letter', 'ok', { accuracy_score: 84 })])));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(status()).toBe('3 of 5 words sounded right. Pronunciation: 58 out of 100, needs practice.'); // "read" at 66 is not in the Clear band
    expect(screen.getByRole('listitem', { name: 'read: 66 out of 100, almost' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'right: 35 out of 100, needs practice, heard "light"' }).textContent).toBe('right (heard “light”)');
    expect(screen.getByRole('list', { name: 'Scores for the whole sentence' }).textContent).toContain('Pronunciation58 out of 100, Needs practice');
    expect(document.querySelectorAll('[aria-live]').length).toBe(0); // only the status region speaks
  });

  it('offers to practise a sound that slipped in another family, and tags it', async () => {
    renderPractice();
    await readAndCheck(assessment([word('I'), word('think'), word('three'), word('things'), word('are'), word('worth', 'mispronounced', { heard: 'vorth', sound: 'v-w' }), word('it')]));
    expect(screen.queryByRole('button', { name: 'Practise th as in think' })).toBeNull();
    expect(select().options[3]!.textContent).toBe('v and w — your trouble sound');
    fireEvent.click(screen.getByRole('button', { name: 'Practise v and w' }));
    expect(select().value).toBe('v-w');
    expect(status()).toBe('Now practising v and w: We have a very nice view of the village.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Read it aloud' }));
  });

  it('tells a missing microphone, a refused one and a busy one apart', async () => {
    renderPractice();
    const failWith = async (name: string) => {
      getUserMedia.mockRejectedValueOnce(new DOMException('no', name));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: /Read it aloud|Try again/ })));
      return screen.getByRole('alert').textContent;
    };
    expect(await failWith('NotAllowedError')).toMatch(/^Microphone access is blocked/);
    expect(await failWith('NotFoundError')).toMatch(/^No microphone was found/);
    expect(await failWith('NotReadableError')).toMatch(/in use by another app/);
  });
});
