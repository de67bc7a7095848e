/** Picks the text-to-speech provider from configuration: ElevenLabs, then OpenAI, else offline eSpeak NG. */
import { createCachedSynthesizer } from './cached-synthesizer';
import { createElevenLabsSynthesizer } from './elevenlabs-synthesizer';
import { createEspeakSynthesizer, type EspeakOptions } from './espeak-synthesizer';
import { createOpenAiSynthesizer } from './openai-synthesizer';
import type { SpeechSynthesizer } from './speech-synthesizer';

export type SpeechConfig = {
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  openaiSpeechModel?: string;
  elevenLabsApiKey?: string;
  elevenLabsBaseUrl?: string;
  espeak?: EspeakOptions;
};

export function createSpeechSynthesizer(options: SpeechConfig): SpeechSynthesizer {
  return createCachedSynthesizer(chooseProvider(options));
}

/** eSpeak NG behind its own cache: the voice for callers whose paid speech budget is used up. */
export function createOfflineSpeechSynthesizer(): SpeechSynthesizer {
  return createCachedSynthesizer(createEspeakSynthesizer());
}

function chooseProvider(options: SpeechConfig): SpeechSynthesizer {
  // ElevenLabs first: the seed teachers' voice ids are ElevenLabs voices, so it sounds as designed.
  if (options.elevenLabsApiKey) {
    return createElevenLabsSynthesizer({ apiKey: options.elevenLabsApiKey, baseUrl: options.elevenLabsBaseUrl });
  }
  if (options.openaiApiKey) {
    return createOpenAiSynthesizer({ apiKey: options.openaiApiKey, baseURL: options.openaiBaseUrl, model: options.openaiSpeechModel });
  }
  return createEspeakSynthesizer(options.espeak);
}
