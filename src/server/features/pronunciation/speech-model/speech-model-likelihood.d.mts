import type { LlamaTokenizer } from 'llama-tokenizer-js';
import type { HeardBySpeechModel } from './speech-model-worker-source';

export function loadSpeechModel(files: string): Promise<unknown>;
export function writtenAsHeard(words: readonly string[]): string[];
export function promptTokens(tokenizer: Pick<LlamaTokenizer, 'encode'>, words: readonly string[]): { ids: number[]; wordOf: number[] };
export function tokenLikelihood(scores: ArrayLike<number>, from: number, size: number, target: number): { logProb: number; isFirstChoice: boolean; entropy: number };
export function hearWords(files: string, audio: Float32Array, words: readonly string[]): Promise<HeardBySpeechModel>;
