/** The engine's evidence for each speechocean762 reading, with the experts' marks of extra sounds per word (at its start or end). */
import { readCorpus, type ScoredReading } from './speechocean-evidence';

export type LabelledReading = ScoredReading & { insertionsAt: Array<{ start: boolean; end: boolean }> };

export function labelReadings(readings: readonly ScoredReading[]): LabelledReading[] {
  const corpus = new Map(readCorpus().map((reading) => [reading.id, reading]));
  return readings.map((reading) => {
    const words = corpus.get(reading.id)!.words;
    const insertionsAt = words.map(({ phones, inserted = [] }) => ({ start: inserted.some(({ after }) => after < 0), end: inserted.some(({ after }) => after >= phones.length - 1) }));
    return { ...reading, insertionsAt };
  });
}
