import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('usage prices and budgets in the environment', () => {
  it('default to the list prices and the documented budgets', () => {
    expect(parseEnv({})).toMatchObject({
      PRICE_CHAT_INPUT_PER_MILLION_TOKENS: 0.15,
      PRICE_CHAT_OUTPUT_PER_MILLION_TOKENS: 0.6,
      PRICE_OPENAI_SPEECH_PER_MILLION_CHARACTERS: 15,
      PRICE_ELEVENLABS_PER_THOUSAND_CHARACTERS: 0.1,
      PRICE_TRANSCRIPTION_PER_MINUTE: 0.003,
      FREE_TOOL_CALLS_PER_DAY: 20,
      FREE_SPEECH_CHARACTERS_PER_DAY: 5_000,
      PAID_MODEL_CALLS_PER_DAY: 1_500,
      PAID_SPEECH_CHARACTERS_PER_DAY: 150_000,
      PAID_CONCURRENT_REPLIES: 3,
      SPEECH_MAX_CHARACTERS: 1_000,
    });
  });

  it('read set values, treat blanks as unset, and name a bad one', () => {
    expect(parseEnv({ PRICE_CHAT_INPUT_PER_MILLION_TOKENS: '2.5', PAID_MODEL_CALLS_PER_DAY: '', FREE_TOOL_CALLS_PER_DAY: '0' })).toMatchObject({
      PRICE_CHAT_INPUT_PER_MILLION_TOKENS: 2.5,
      PAID_MODEL_CALLS_PER_DAY: 1_500,
      FREE_TOOL_CALLS_PER_DAY: 0,
    });
    expect(() => parseEnv({ PRICE_ELEVENLABS_PER_THOUSAND_CHARACTERS: '-1' })).toThrow(/PRICE_ELEVENLABS_PER_THOUSAND_CHARACTERS/);
    expect(() => parseEnv({ PAID_CONCURRENT_REPLIES: 'many' })).toThrow(/PAID_CONCURRENT_REPLIES/);
  });
});
