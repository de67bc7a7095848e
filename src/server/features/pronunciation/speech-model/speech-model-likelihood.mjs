// A neural speech recogniser's view of a reading, run in a worker thread of its own (speech-model-worker.mjs;
// the files: speech-model-files.ts): Moonshine tiny, or base as a second opinion (English, MIT; encoder and decoder in ONNX, run by onnxruntime's
// WebAssembly build, one thread) is given the recording and the sentence as written, and says how likely each
// of the sentence's tokens was, given what it heard before it (teacher forcing: one pass of the decoder over
// the whole sentence). A word a learner said unclearly is one the recogniser did not expect.
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Moonshine's decoder starts from token 1 (its tokenizer is Llama's, first 32,000 ids alike). */
const START = 1;
/** Each size's decoder, by its folder's name: layers, attention heads and values per head; no cache on a single pass. */
const SHAPES = { tiny: { layers: 6, heads: 8, headSize: 36 }, base: { layers: 8, heads: 8, headSize: 52 } };
/** `files` ends in `<size>/quantized` (speech-model-files.ts). */
const shapeOf = (files) => {
  const shape = SHAPES[basename(dirname(files))];
  if (!shape) throw new Error(`No Moonshine size known for ${files}`);
  return shape;
};
/** A sentence is written as the recogniser writes what it hears: a capital first letter, "I" upper case, a full stop. */
const FULL_STOP = '.';

const loading = new Map();

/** A size's two sessions and the tokenizer, loaded once per thread and size (the worker starts the first with the thread). */
export function loadSpeechModel(files) {
  if (!loading.has(files)) loading.set(files, load(files));
  return loading.get(files);
}

async function load(files) {
  const [ort, { default: tokenizer }] = await Promise.all([import('onnxruntime-web'), import('llama-tokenizer-js')]);
  ort.env.wasm.numThreads = 1; // one check per thread; the pool gives the cores out
  const options = { executionProviders: ['wasm'], graphOptimizationLevel: 'all' };
  const [encoder, decoder] = await Promise.all([
    ort.InferenceSession.create(readFileSync(join(files, 'encoder_model.onnx')), options),
    ort.InferenceSession.create(readFileSync(join(files, 'decoder_model_merged.onnx')), options),
  ]);
  return { ort, tokenizer, encoder, decoder, shape: shapeOf(files) };
}

/** The sentence as the recogniser would write it, one piece per word (so each token belongs to one word). */
export function writtenAsHeard(words) {
  return words.map((word, at) => {
    const lower = word.toLowerCase().replace(/^i(?=$|')/, 'I');
    return at === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
  });
}

/** The sentence's tokens, each with the word it belongs to (-1: the full stop). */
export function promptTokens(tokenizer, words) {
  const ids = [];
  const wordOf = [];
  writtenAsHeard(words).forEach((word, at) => {
    for (const id of tokenizer.encode(word, false, true)) {
      ids.push(id);
      wordOf.push(at);
    }
  });
  for (const id of tokenizer.encode(FULL_STOP, false, false)) {
    ids.push(id);
    wordOf.push(-1);
  }
  return { ids, wordOf };
}

/**
 * Per word of `words`, the natural log of the probability of each of its tokens, whether each was the
 * recogniser's own first choice, and how unsure it was at each (the entropy of its choice, in nats).
 * `audio`: mono, 16 kHz, samples in [-1, 1]. The decoder reads the full stop too, as it writes one; being
 * causal, what follows a word never changes the word's own scores.
 */
export async function hearWords(files, audio, words) {
  const { ort, tokenizer, encoder, decoder, shape } = await loadSpeechModel(files);
  const { ids, wordOf } = promptTokens(tokenizer, words);
  const encoded = await encoder.run({ input_values: new ort.Tensor('float32', audio, [1, audio.length]) });
  const inputs = [START, ...ids];
  const feeds = {
    input_ids: new ort.Tensor('int64', BigInt64Array.from(inputs, BigInt), [1, inputs.length]),
    encoder_hidden_states: encoded.last_hidden_state,
    use_cache_branch: new ort.Tensor('bool', [false]),
  };
  const empty = new ort.Tensor('float32', new Float32Array(0), [0, shape.heads, 1, shape.headSize]);
  for (let layer = 0; layer < shape.layers; layer++) for (const part of ['decoder', 'encoder']) for (const kind of ['key', 'value']) feeds[`past_key_values.${layer}.${part}.${kind}`] = empty;
  const { logits } = await decoder.run(feeds);
  const vocabulary = logits.dims[2];
  const scores = logits.data;
  const heard = words.map(() => ({ logProbs: [], isFirstChoice: [], entropies: [] }));
  ids.forEach((target, position) => {
    const word = wordOf[position];
    if (word < 0) return; // the full stop
    const { logProb, isFirstChoice, entropy } = tokenLikelihood(scores, position * vocabulary, vocabulary, target);
    heard[word].logProbs.push(logProb);
    heard[word].isFirstChoice.push(isFirstChoice);
    heard[word].entropies.push(entropy);
  });
  return { words: heard };
}

/**
 * log softmax of one position's scores at `target`, whether `target` scored highest, and the entropy of the
 * softmax: with e_v = exp(s_v - best) and Z = Σ e_v, H = log Z - Σ e_v (s_v - best) / Z.
 */
export function tokenLikelihood(scores, from, size, target) {
  let best = -Infinity;
  let bestAt = 0;
  for (let v = 0; v < size; v++) {
    if (scores[from + v] > best) {
      best = scores[from + v];
      bestAt = v;
    }
  }
  let sum = 0;
  let weighted = 0;
  for (let v = 0; v < size; v++) {
    const shifted = scores[from + v] - best;
    const e = Math.exp(shifted);
    sum += e;
    weighted += e * shifted;
  }
  const logSum = Math.log(sum);
  return { logProb: scores[from + target] - best - logSum, isFirstChoice: bestAt === target, entropy: logSum - weighted / sum };
}
