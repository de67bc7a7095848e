/** English verb, noun and adjective forms, from compromise's conjugator (cached: rules ask for the same words often). */
import nlp from 'compromise';

export type VerbForms = { infinitive: string; past: string; participle: string; thirdPerson: string; gerund: string };

const IRREGULAR: Record<string, VerbForms> = {
  be: { infinitive: 'be', past: 'was', participle: 'been', thirdPerson: 'is', gerund: 'being' },
  have: { infinitive: 'have', past: 'had', participle: 'had', thirdPerson: 'has', gerund: 'having' },
  do: { infinitive: 'do', past: 'did', participle: 'done', thirdPerson: 'does', gerund: 'doing' },
};

/** A one-word document read as the given part of speech ('play' as a verb, not a noun). */
function tagged(word: string, tag: string) {
  const doc = nlp(word);
  doc.tag(tag);
  return doc;
}

const cache = new Map<string, VerbForms | null>();

/** The forms of the verb `word` is a form of ('went' gives go/went/gone/goes/going), or null for a non-verb. */
export function verbForms(word: string): VerbForms | null {
  const key = word.toLowerCase();
  if (cache.has(key)) return cache.get(key)!;
  let forms: VerbForms | null = IRREGULAR[key] ?? null;
  if (!forms) {
    const infinitive = (tagged(key, 'Verb').verbs().toInfinitive().text() || key).toLowerCase();
    const c = (IRREGULAR[infinitive] ? null : tagged(infinitive, 'Verb').verbs().conjugate()[0]) as Record<string, string> | undefined;
    forms = IRREGULAR[infinitive] ?? (c?.PastTense && c.PresentTense && c.Gerund
      ? { infinitive, past: c.PastTense, participle: c.Participle ?? c.PastTense, thirdPerson: c.PresentTense, gerund: c.Gerund }
      : null);
  }
  cache.set(key, forms);
  return forms;
}

export function singularOf(noun: string): string {
  return tagged(noun, 'Plural').nouns().toSingular().text() || noun;
}

export function pluralOf(noun: string): string {
  return tagged(noun, 'Singular').nouns().toPlural().text() || noun;
}

/** 'bigger' for 'big'; null for long adjectives, which take 'more'. */
export function comparativeOf(adjective: string): { comparative: string; superlative: string } | null {
  const irregular: Record<string, { comparative: string; superlative: string }> = {
    good: { comparative: 'better', superlative: 'best' }, bad: { comparative: 'worse', superlative: 'worst' },
    far: { comparative: 'further', superlative: 'furthest' },
  };
  if (irregular[adjective]) return irregular[adjective]!;
  const syllables = adjective.toLowerCase().match(/[aeiouy]+/g)?.length ?? 0;
  if (syllables > 2 || (syllables === 2 && !/y$/.test(adjective))) return null;
  const c = tagged(adjective, 'Adjective').adjectives().conjugate()[0] as Record<string, string> | undefined;
  return c?.Comparative && c.Superlative ? { comparative: c.Comparative, superlative: c.Superlative } : null;
}
