/** A reading's features for the sentence scores: how its sounds stood against their usual cost, how likely the speech recogniser found its words, its words' predicted scores and flags, and how it flowed. */
import type { ReadingEvidence, ReadingFlow } from './reading-evidence';
import { type FeatureRow, type SoundNorms, soundStandings } from './word-features';

/** The experts' line: a word scored 6 or lower (of 10) is poorly said (issue 35). */
export const POOR_WORD_SCORE = 6;

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** wordScores: each word's predicted score (0-10); flags: each word's P(scored 6 or lower). */
export function accuracyFeatureRow(evidence: ReadingEvidence, norms: SoundNorms, rows: readonly FeatureRow[], wordScores: readonly number[], flags: readonly number[]): FeatureRow {
  const standings = evidence.sounds.flat().map((sound) => soundStandings(sound, norms));
  const costs = standings.map((standing) => standing.cost).sort((a, b) => a - b);
  return {
    ...evidence.flow,
    meanSoundStanding: mean(costs),
    highSoundStanding: costs[Math.floor(costs.length * 0.9)] ?? 0,
    farAboveUsualShare: costs.filter((cost) => cost > 2).length / Math.max(1, costs.length),
    lengthSpread: Math.sqrt(mean(standings.map((standing) => standing.length ** 2))),
    meanWorstSoundStanding: mean(rows.map((row) => row.worstSoundStanding!)),
    meanWordScore: mean(wordScores),
    lowestWordScore: Math.min(10, ...wordScores),
    meanFlag: mean(flags),
    highestFlag: Math.max(0, ...flags),
    readingCostPerFrame: rows[0]?.readingCostPerFrame ?? 0,
    omittedShare: rows.filter((row) => row.isOmitted).length / Math.max(1, rows.length),
    logWords: Math.log(Math.max(1, rows.length)),
    meanHeardToken: mean(rows.map((row) => row.heardMeanToken!)),
    // How unsure the recogniser was of what it heard, over the reading: a reading it cannot make out is one experts mark down.
    meanHeardEntropy: mean(rows.map((row) => row.heardMeanEntropy!)),
    lowestHeardWord: Math.min(0, ...rows.map((row) => row.heardLogProb!)),
    // The share of words whose predicted score falls where the experts' mark a word poor (6 or lower).
    poorWordShare: wordScores.filter((score) => score <= POOR_WORD_SCORE).length / Math.max(1, wordScores.length),
  };
}

/** The reading's flow, with how its sounds stood, its words' predicted scores and how unsure the recogniser was of it. */
export function fluencyFeatureRow(flow: ReadingFlow, accuracy: FeatureRow): FeatureRow {
  return { ...flow, meanSoundStanding: accuracy.meanSoundStanding!, meanWordScore: accuracy.meanWordScore!, meanHeardEntropy: accuracy.meanHeardEntropy! };
}

/** The three scores (0-100) the pronunciation score is made of, as Azure's is. */
export function pronunciationFeatureRow(scores: { accuracy: number; fluency: number; completeness: number }): FeatureRow {
  return { ...scores };
}
