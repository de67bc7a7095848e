/** Speaker-disjoint folds: every speaker's readings fall in one fold, the speakers dealt out in a seeded shuffle. */
export function speakerFolds<T extends { speaker: string }>(items: readonly T[], folds: number, seed: number): number[] {
  const speakers = [...new Set(items.map((item) => item.speaker))].sort();
  const random = mulberry32(seed);
  for (let i = speakers.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [speakers[i], speakers[j]] = [speakers[j]!, speakers[i]!];
  }
  const foldOf = new Map(speakers.map((speaker, at) => [speaker, at % folds]));
  return items.map((item) => foldOf.get(item.speaker)!);
}

/** A small seeded generator (Mulberry32): the same seed gives the same folds on every machine. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
