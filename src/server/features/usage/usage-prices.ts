/** Unit prices for cost estimates, read from configuration (see the README's price settings). */
import type { Env } from '../../config/env';

/** Prices in US dollars per unit named by each field. */
export type UsagePrices = {
  chatInputPerMillionTokens: number;
  chatOutputPerMillionTokens: number;
  openAiSpeechPerMillionCharacters: number;
  elevenLabsPerThousandCharacters: number;
  transcriptionPerMinute: number;
};

export function usagePricesFrom(env: Env): UsagePrices {
  return {
    chatInputPerMillionTokens: env.PRICE_CHAT_INPUT_PER_MILLION_TOKENS,
    chatOutputPerMillionTokens: env.PRICE_CHAT_OUTPUT_PER_MILLION_TOKENS,
    openAiSpeechPerMillionCharacters: env.PRICE_OPENAI_SPEECH_PER_MILLION_CHARACTERS,
    elevenLabsPerThousandCharacters: env.PRICE_ELEVENLABS_PER_THOUSAND_CHARACTERS,
    transcriptionPerMinute: env.PRICE_TRANSCRIPTION_PER_MINUTE,
  };
}
