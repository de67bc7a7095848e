import { beforeEach, describe, expect, it, vi } from 'vitest';

const created: Array<{ calls: string[] }> = [];
vi.mock('./speech-player', () => ({
  SpeechPlayer: class {
    calls: string[] = [];
    constructor() {
      created.push(this);
    }
    enqueue(text: string, speed = 1) {
      this.calls.push(`enqueue ${text} ${speed}`);
    }
    playNow(text: string, speed = 1) {
      this.calls.push(`playNow ${text} ${speed}`);
    }
    stop() {
      this.calls.push('stop');
    }
    setMuted(isMuted: boolean) {
      this.calls.push(`muted ${isMuted}`);
    }
    dispose() {
      this.calls.push('dispose');
    }
  },
}));

const { SpeechPlayerOnDemand } = await import('./speech-player-on-demand');
const options = { teacherSlug: 'maya', onSpeakingChange: () => {}, onError: vi.fn() };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  created.length = 0;
});

describe('SpeechPlayerOnDemand', () => {
  it('loads nothing until there is something to say, then plays what was queued in order', async () => {
    const player = new SpeechPlayerOnDemand(options);
    player.stop();
    player.enqueue('   ');
    await settle();
    expect(created).toHaveLength(0);
    player.enqueue('One.');
    player.enqueue('Two.', 0.5);
    await settle();
    expect(created).toHaveLength(1);
    expect(created[0]!.calls).toEqual(['muted false', 'enqueue One. 1', 'enqueue Two. 0.5']);
    player.enqueue('Three.');
    expect(created[0]!.calls.at(-1)).toBe('enqueue Three. 1');
  });

  it('drops what stop() and playNow() replace while it loads', async () => {
    const player = new SpeechPlayerOnDemand(options);
    player.enqueue('Old.');
    player.playNow('New.', 0.5);
    await settle();
    expect(created[0]!.calls).toEqual(['muted false', 'enqueue New. 0.5']);
  });

  it('says nothing while muted and never speaks after dispose', async () => {
    const muted = new SpeechPlayerOnDemand(options);
    muted.setMuted(true);
    muted.enqueue('Hello.');
    await settle();
    expect(created).toHaveLength(0);
    const disposed = new SpeechPlayerOnDemand(options);
    disposed.enqueue('Hello.');
    disposed.dispose();
    await settle();
    expect(created).toHaveLength(0);
  });
});
