/** The estimated cost of one provider call, in millionths of a dollar (integers add up without drift). */
import type { UsagePrices } from './usage-prices';

export type UsageKind = 'chat' | 'speech' | 'transcription';

export type UsageUnits = {
  kind: UsageKind;
  provider: string;
  promptTokens?: number;
  completionTokens?: number;
  characters?: number;
  seconds?: number;
};

const MICROS_PER_DOLLAR = 1_000_000;

export function estimateCostMicros(units: UsageUnits, prices: UsagePrices): number {
  const dollars = estimateDollars(units, prices);
  return Math.round(dollars * MICROS_PER_DOLLAR);
}

function estimateDollars(units: UsageUnits, prices: UsagePrices): number {
  switch (units.kind) {
    case 'chat':
      return ((units.promptTokens ?? 0) * prices.chatInputPerMillionTokens + (units.completionTokens ?? 0) * prices.chatOutputPerMillionTokens) / 1_000_000;
    case 'speech':
      return units.provider === 'elevenlabs'
        ? ((units.characters ?? 0) * prices.elevenLabsPerThousandCharacters) / 1_000
        : ((units.characters ?? 0) * prices.openAiSpeechPerMillionCharacters) / 1_000_000;
    case 'transcription':
      return ((units.seconds ?? 0) / 60) * prices.transcriptionPerMinute;
  }
}
