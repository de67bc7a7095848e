/**
 * What the keyless engine measured of each word of a reading, as numbers a learned model weighs
 * (pronunciation-model.json): goodness of pronunciation from the sentence aligned as written, the
 * sounds' lengths, and what the decoder and the cues chose among the word's likely slips. The same
 * function feeds the training script and the live check, so the model sees at run time what it was
 * trained on.
 */
import type { WordResult } from '#/shared/api/pronunciation';
import type { ReadingGrammar } from '../build-reading-grammar';
import type { DecodedToken } from '../pronunciation-worker-source';
import type { HeardBySpeechModel } from '../speech-model/speech-model-worker-source';

/** The decoder's frame: 10 ms. */
const FRAME_SECONDS = 0.01;
/** The shortest a sound can last in the model (three states of one frame each): a sound squeezed to it barely fitted. */
const SHORTEST_SOUND = 0.03;

/** Per word, in reading order: each feature by name (WORD_FEATURES). */
export type WordEvidence = Record<WordFeature, number>;
export const WORD_FEATURES = [
  'costPerFrame',
  'costAboveReading',
  'worstSoundPerFrame',
  'worstSoundAboveReading',
  'worstSoundCost',
  'squeezedShare',
  'secondsPerSound',
  'sounds',
  'readingCostPerFrame',
  'isOmitted',
  'isSlipChosen',
  'slipGainPerFrame',
  'hasExtraBeside',
  'isFirst',
  'isLast',
  'heardLogProb',
  'heardWorstToken',
  'heardMeanToken',
  'heardFirstChoiceShare',
  'heardMeanEntropy',
] as const;
export type WordFeature = (typeof WORD_FEATURES)[number];

/** Per reading: how it flowed (READING_FEATURES), for the fluency score. */
export type ReadingFlow = Record<ReadingFeature, number>;
export const READING_FEATURES = ['wordsPerMinute', 'soundsPerSecond', 'pauses', 'pauseSeconds', 'leadingSilence', 'omittedShare', 'extraWords'] as const;
export type ReadingFeature = (typeof READING_FEATURES)[number];

/** A pause between two words counts from this long (seconds). */
const PAUSE_SECONDS = 0.25;

/** One sound of a word as aligned: its phone (ARPAbet, no stress), acoustic cost, length and start in seconds. */
export type AlignedSound = [phone: string, cost: number, seconds: number, start: number];
/** An extra word the decoder heard before word `before` (the word count: after the last), and how well it fitted. */
export type ExtraWordEvidence = { before: number; word: string; costPerFrame: number; seconds: number; worstSoundPerFrame: number };
/**
 * isOwnMistake: per word, whether the decoder heard the word the learner wrote before a correction (Review's
 * Say it): another word, not a sound, which the decoder tells apart on its own.
 * sounds: per word, its sounds as aligned (none where the alignment left it out), for features that know
 * each phone's usual cost; extras: the extra words heard, for the gate that decides whether to say so.
 */
export type ReadingEvidence = {
  words: WordEvidence[];
  sounds: AlignedSound[][];
  extras: ExtraWordEvidence[];
  flow: ReadingFlow;
  isOwnMistake: boolean[];
  /** Per word, what the larger recogniser made of it, where it gave a second opinion (withSecondOpinion). */
  secondOpinion?: SecondOpinion[];
};

/** The larger recogniser's view of a word (SECOND_OPINION_FEATURES): the first listener's four likelihood measures, from base. */
export type SecondOpinion = Record<SecondOpinionFeature, number>;
export const SECOND_OPINION_FEATURES = ['secondLogProb', 'secondWorstToken', 'secondMeanToken', 'secondFirstChoiceShare'] as const;
export type SecondOpinionFeature = (typeof SECOND_OPINION_FEATURES)[number];

/** The evidence with the second listener's view of each word beside the first's. */
export function withSecondOpinion(evidence: ReadingEvidence, heard: HeardBySpeechModel): ReadingEvidence {
  const secondOpinion = evidence.words.map((_, at): SecondOpinion => {
    const { heardLogProb, heardWorstToken, heardMeanToken, heardFirstChoiceShare } = heardOf(heard.words[at]);
    return { secondLogProb: heardLogProb, secondWorstToken: heardWorstToken, secondMeanToken: heardMeanToken, secondFirstChoiceShare: heardFirstChoiceShare };
  });
  return { ...evidence, secondOpinion };
}

/**
 * decoded: the grammar's path (`tokens`), the sentence as written aligned (`aligned`, through the
 * front end the model reads: see its `alignmentWarp`), and what the speech recogniser made of each word as
 * written (`heard`: its tokens' log probabilities). judged: the decoder's and the cues' verdicts
 * (judgeReading), extra words included. A word the alignment left out costs as much as the reading's
 * worst word, so the model sees it as the worst.
 */
export function gatherEvidence(grammar: Pick<ReadingGrammar, 'alignment' | 'words'>, decoded: { tokens: readonly DecodedToken[]; aligned: readonly DecodedToken[]; heard: HeardBySpeechModel }, judged: readonly WordResult[]): ReadingEvidence {
  const written = grammar.alignment.written;
  const aligned = matchWords(written, decoded.aligned);
  const chosen = chosenPerWord(judged, decoded.tokens, written.length);
  const perWord = aligned.map((token) => (token ? costsOf(token) : undefined));
  const perFrame = perWord.flatMap((costs) => (costs ? [costs.perFrame] : []));
  const readingCost = median(perFrame);
  const readingWorst = median(perWord.flatMap((costs) => (costs ? [costs.worstPerFrame] : [])));
  const worstWord = Math.max(0, ...perFrame);
  const words = written.map((_, at): WordEvidence => {
    const costs = perWord[at];
    const slipToken = chosen.isSlip[at] ? chosen.tokens[at] : undefined;
    const slipGain = costs && slipToken ? (costs.total - slipToken.phones.reduce((sum, phone) => sum + phone.score, 0)) / Math.max(1, frames(slipToken.duration)) : 0;
    const perFrameOf = costs?.perFrame ?? worstWord;
    return {
      costPerFrame: perFrameOf,
      costAboveReading: perFrameOf - readingCost,
      worstSoundPerFrame: costs?.worstPerFrame ?? worstWord,
      worstSoundAboveReading: (costs?.worstPerFrame ?? worstWord) - readingWorst,
      worstSoundCost: costs?.worstTotal ?? 0,
      squeezedShare: costs?.squeezedShare ?? 1,
      secondsPerSound: costs?.secondsPerSound ?? 0,
      sounds: costs?.sounds ?? 0,
      readingCostPerFrame: readingCost,
      isOmitted: chosen.isOmitted[at] || !costs ? 1 : 0,
      isSlipChosen: chosen.isSlip[at] ? 1 : 0,
      slipGainPerFrame: slipGain,
      hasExtraBeside: chosen.extraBeside[at] ? 1 : 0,
      isFirst: at === 0 ? 1 : 0,
      isLast: at === written.length - 1 ? 1 : 0,
      ...heardOf(decoded.heard.words[at]),
    };
  });
  const sounds = aligned.map((token) => (token?.phones ?? []).map((phone): AlignedSound => [phone.phone, phone.score, phone.duration, phone.start]));
  const asked = judged.filter((result) => result.result !== 'inserted');
  const isOwnMistake = grammar.words.map((reading, at) => asked[at]?.result === 'mispronounced' && reading.options.some((option) => option.mistake !== undefined && option.mistake === asked[at]?.heard));
  return { words, sounds, extras: chosen.extras, flow: flowOf(decoded.tokens, words, judged), isOwnMistake };
}

const frames = (seconds: number) => Math.max(1, Math.round(seconds / FRAME_SECONDS));

/**
 * How likely the speech recogniser found a word as written: its tokens' log probabilities summed, the least
 * likely, their mean, the share it would have written itself, and how unsure it was on average over them.
 */
function heardOf(word: HeardBySpeechModel['words'][number] | undefined): Pick<WordEvidence, 'heardLogProb' | 'heardWorstToken' | 'heardMeanToken' | 'heardFirstChoiceShare' | 'heardMeanEntropy'> {
  const logProbs = word?.logProbs ?? [];
  if (logProbs.length === 0) return { heardLogProb: 0, heardWorstToken: 0, heardMeanToken: 0, heardFirstChoiceShare: 1, heardMeanEntropy: 0 };
  const sum = logProbs.reduce((total, logProb) => total + logProb, 0);
  const entropy = word!.entropies.reduce((total, nats) => total + nats, 0);
  return { heardLogProb: sum, heardWorstToken: Math.min(...logProbs), heardMeanToken: sum / logProbs.length, heardFirstChoiceShare: word!.isFirstChoice.filter(Boolean).length / logProbs.length, heardMeanEntropy: entropy / logProbs.length };
}

function costsOf(token: DecodedToken) {
  const total = token.phones.reduce((sum, phone) => sum + phone.score, 0);
  const perSound = token.phones.map((phone) => phone.score / frames(phone.duration));
  return {
    total,
    perFrame: total / frames(token.duration),
    worstPerFrame: Math.max(0, ...perSound),
    worstTotal: Math.max(0, ...token.phones.map((phone) => phone.score)),
    squeezedShare: token.phones.filter((phone) => phone.duration <= SHORTEST_SOUND + 1e-6).length / Math.max(1, token.phones.length),
    secondsPerSound: token.duration / Math.max(1, token.phones.length),
    sounds: token.phones.length,
  };
}

/** Each word's aligned token, in order; undefined where the alignment left the word out. */
function matchWords(written: readonly string[][], aligned: readonly DecodedToken[]): Array<DecodedToken | undefined> {
  let next = 0;
  return written.map((tokens) => {
    const token = aligned[next];
    if (!token || !tokens.includes(token.token)) return undefined;
    next++;
    return token;
  });
}

/**
 * What the decoder and cues chose per word: a slip (and the token the decoder matched to the word), nothing,
 * and whether an extra word was heard next to it. The decoder's tokens are the words' in order, extra words'
 * ("x_" tokens) between them, none for a word left out.
 */
function chosenPerWord(judged: readonly WordResult[], decoded: readonly DecodedToken[], count: number) {
  const isSlip: boolean[] = [];
  const isOmitted: boolean[] = [];
  const tokens: Array<DecodedToken | undefined> = [];
  const wordTokens = decoded.filter((token) => !token.token.startsWith('x_'));
  const extraTokens = decoded.filter((token) => token.token.startsWith('x_'));
  const extras: ExtraWordEvidence[] = [];
  const extraBeside = new Array<boolean>(count).fill(false);
  for (const result of judged) {
    if (result.result === 'inserted') {
      const token = extraTokens.shift();
      const costs = token && costsOf(token);
      extras.push({ before: isSlip.length, word: result.word, costPerFrame: costs?.perFrame ?? 0, seconds: token?.duration ?? 0, worstSoundPerFrame: costs?.worstPerFrame ?? 0 });
      if (isSlip.length > 0) extraBeside[isSlip.length - 1] = true;
      if (isSlip.length < count) extraBeside[isSlip.length] = true;
      continue;
    }
    isSlip.push(result.result === 'mispronounced');
    isOmitted.push(result.result === 'omitted');
    tokens.push(result.result === 'omitted' ? undefined : wordTokens.shift());
  }
  return { isSlip, isOmitted, extraBeside, tokens, extras };
}

function flowOf(tokens: readonly DecodedToken[], words: readonly WordEvidence[], judged: readonly WordResult[]): ReadingFlow {
  const first = tokens[0];
  const last = tokens.at(-1);
  const speaking = first && last ? last.start + last.duration - first.start : 0;
  const gaps = tokens.slice(1).map((token, at) => token.start - (tokens[at]!.start + tokens[at]!.duration));
  const pauses = gaps.filter((gap) => gap >= PAUSE_SECONDS);
  const sounds = tokens.reduce((sum, token) => sum + token.phones.length, 0);
  return {
    wordsPerMinute: speaking > 0 ? (tokens.length / speaking) * 60 : 0,
    soundsPerSecond: speaking > 0 ? sounds / speaking : 0,
    pauses: pauses.length,
    pauseSeconds: pauses.reduce((sum, gap) => sum + gap, 0),
    leadingSilence: first?.start ?? 0,
    omittedShare: words.filter((word) => word.isOmitted).length / Math.max(1, words.length),
    extraWords: judged.filter((result) => result.result === 'inserted').length,
  };
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
