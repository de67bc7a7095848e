import { describe, expect, it } from 'vitest';
import type { PauseProfile } from './pause-profile';
import { TurnWatcher, type TurnWaitChoice } from './turn-watcher';
import { LEARNED_WAITS, LEARNED_WAITS_BY, type TurnWaits } from './choose-wait';

/** Speaks `words` from `from` to `to` ms (voice every 50 ms), then checks each 50 ms until `until`; returns when it sent. */
function run(watcher: TurnWatcher, script: { from: number; to: number; words: string }[], until: number): number | null {
  let sentAt: number | null = null;
  for (let t = 0; t <= until; t += 50) {
    const speaking = script.find((part) => t >= part.from && t < part.to);
    const said = script.filter((part) => t >= part.to).map((part) => part.words).join(' ');
    watcher.setWords(said);
    watcher.hear(t, Boolean(speaking));
    if (watcher.check(t).shouldSend) {
      sentAt ??= t;
      watcher.sent(t);
    }
  }
  return sentAt;
}

const watcherWith = (choice: TurnWaitChoice, profile: PauseProfile = [], language = 'en-US') => new TurnWatcher({ language, choice: () => choice, profile: () => profile });

describe('TurnWatcher', () => {
  it('holds through a pause after "um" that the fixed 1.5 s window cuts off', () => {
    const script = [
      { from: 0, to: 1000, words: 'I would like um' },
      { from: 3000, to: 4000, words: 'a coffee' },
    ];
    expect(run(watcherWith('adaptive'), script, 8000)).toBeGreaterThan(4000);
    expect(run(watcherWith(1500), script, 8000)).toBeLessThan(3000);
  });

  it('lets a finished sentence go sooner than the fixed window', () => {
    const script = [{ from: 0, to: 1500, words: 'I went to the park yesterday' }];
    const adaptive = run(watcherWith('adaptive'), script, 6000)!;
    const lastVoiceAt = 1450;
    expect(adaptive - lastVoiceAt).toBeLessThan(1500);
    expect(adaptive - lastVoiceAt).toBeGreaterThanOrEqual(LEARNED_WAITS.waitMs.complete);
  });

  it('sends nothing on its own with "Only when I tap"', () => {
    expect(run(watcherWith(null), [{ from: 0, to: 500, words: 'hello' }], 10_000)).toBeNull();
  });

  it('keeps listening for ten seconds after "hold on"', () => {
    expect(run(watcherWith('adaptive'), [{ from: 0, to: 500, words: 'hold on' }], 9000)).toBeNull();
  });

  it('notes the pauses the learner went on after, a cut-off one included, with how the words ended', () => {
    const watcher = watcherWith(1000);
    run(
      watcher,
      [
        { from: 0, to: 500, words: 'I have' },
        { from: 1200, to: 1500, words: 'a dog' },
        { from: 2800, to: 3000, words: 'and a' },
        { from: 7000, to: 7500, words: 'cat' },
      ],
      8000,
    );
    // Voice is last heard 50 ms before each part ends: 750 ms after "I have"; 1350 ms after "a dog" (sent
    // after 1000 ms, then went on); "cat" 4 s after "and a" is a new turn, 3 s after that one was sent.
    expect(watcher.takePauses()).toEqual([
      { ms: 750, ending: 'open' },
      { ms: 1350, ending: 'complete' },
    ]);
    expect(watcher.takePauses()).toEqual([]);
  });

  it("waits longer after a learner's own long pauses", () => {
    const profile = [2000, 2200, 2100].map((ms) => ({ ms, ending: 'complete' as const }));
    const script = [
      { from: 0, to: 1000, words: 'I went to the park' },
      { from: 3000, to: 3500, words: 'yesterday' },
    ];
    expect(run(watcherWith('adaptive'), script, 8000)).toBeLessThan(3000);
    expect(run(watcherWith('adaptive', profile), script, 8000)).toBeGreaterThan(3500);
  });

  it('reads the waits of the detector hearing now, so a model that takes over mid-turn brings its own', () => {
    const byDetector: Record<'model' | 'loudness', TurnWaits> = {
      loudness: { ...LEARNED_WAITS, waitMs: { ...LEARNED_WAITS.waitMs, unheard: 3000 } },
      model: { ...LEARNED_WAITS, waitMs: { ...LEARNED_WAITS.waitMs, unheard: 1000 } },
    };
    let heardBy: 'model' | 'loudness' = 'loudness';
    const watcher = new TurnWatcher({ language: 'en-US', choice: () => 'adaptive', profile: () => [], waits: () => byDetector[heardBy] });
    watcher.hear(0, true);
    expect(watcher.check(1000).waitMs).toBe(3000);
    heardBy = 'model';
    expect(watcher.check(1050)).toMatchObject({ waitMs: 1000, shouldSend: true });
  });

  it('has waits learned for each way of hearing, the model\'s the default', () => {
    expect(LEARNED_WAITS).toBe(LEARNED_WAITS_BY.model);
    expect(Object.keys(LEARNED_WAITS_BY.loudness.waitMs).sort()).toEqual(['complete', 'filler', 'open', 'unheard']);
  });
});
