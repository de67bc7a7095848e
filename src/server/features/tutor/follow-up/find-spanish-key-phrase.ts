/** The thing a Spanish learner talked about: a determiner and its noun ('tu abuela', 'el cine') or a place name. */
const DETERMINERS = new Set(['el', 'la', 'los', 'las', 'un', 'una', 'mi', 'mis', 'tu', 'tus', 'al', 'del']);
const TURN_ROUND: Record<string, string> = { mi: 'tu', mis: 'tus', al: 'el', del: 'el' };
const NOT_NOUNS = new Set(['día', 'vez', 'cosa', 'año', 'que', 'más', 'muy', 'mucho', 'poco', 'otro', 'otra', 'mismo', 'misma']);

export function findSpanishKeyPhrase(text: string): string | null {
  const words = text.match(/\p{L}+/gu) ?? [];
  for (let i = 0; i < words.length - 1; i++) {
    const lower = words[i]!.toLowerCase();
    const noun = words[i + 1]!;
    if (DETERMINERS.has(lower) && noun.length >= 3 && !NOT_NOUNS.has(noun.toLowerCase()) && !/^\p{Lu}/u.test(noun)) return `${TURN_ROUND[lower] ?? lower} ${noun}`;
  }
  const place = /\b(?:en|a|de)\s+(\p{Lu}\p{L}+)/u.exec(text);
  return place?.[1] ?? null;
}
