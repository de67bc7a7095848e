/**
 * Deterministic variety: the same conversation always gets the same wording (so tests repeat),
 * while different conversations, turns and slots get different phrasings.
 */

/** FNV-1a, 32 bit: tiny, fast and well spread for short strings. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Chooser = {
  /** One item of `options`; each `slot` name draws independently of the others. */
  pick<T>(slot: string, options: readonly T[]): T;
  /** A number in [0, n). */
  index(slot: string, n: number): number;
};

export function createChooser(seed: string): Chooser {
  const index = (slot: string, n: number) => (n <= 0 ? 0 : hashText(`${seed}\u0000${slot}`) % n);
  return {
    index,
    pick<T>(slot: string, options: readonly T[]): T {
      if (options.length === 0) throw new Error(`No options to pick from for "${slot}"`);
      return options[index(slot, options.length)] as T;
    },
  };
}

/** Fills `{name}` placeholders. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Upper-cases the first letter, for phrases that start a sentence. */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
