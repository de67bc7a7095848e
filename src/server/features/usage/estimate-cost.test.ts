import { describe, expect, it } from 'vitest';
import { estimateCostMicros } from './estimate-cost';
import type { UsagePrices } from './usage-prices';

const prices: UsagePrices = {
  chatInputPerMillionTokens: 0.15,
  chatOutputPerMillionTokens: 0.6,
  openAiSpeechPerMillionCharacters: 15,
  elevenLabsPerThousandCharacters: 0.1,
  transcriptionPerMinute: 0.003,
};

describe('estimateCostMicros', () => {
  it('prices chat tokens per million, input and output apart', () => {
    expect(estimateCostMicros({ kind: 'chat', provider: 'openai', promptTokens: 1_000_000, completionTokens: 0 }, prices)).toBe(150_000);
    expect(estimateCostMicros({ kind: 'chat', provider: 'openai', promptTokens: 1_200, completionTokens: 80 }, prices)).toBe(180 + 48);
  });

  it('prices speech per character by provider', () => {
    expect(estimateCostMicros({ kind: 'speech', provider: 'openai', characters: 1_000 }, prices)).toBe(15_000);
    expect(estimateCostMicros({ kind: 'speech', provider: 'elevenlabs', characters: 1_000 }, prices)).toBe(100_000);
  });

  it('prices transcription per minute of audio', () => {
    expect(estimateCostMicros({ kind: 'transcription', provider: 'openai', seconds: 90 }, prices)).toBe(4_500);
  });
});
