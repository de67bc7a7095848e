/**
 * How deeply a JSON text nests, counted without parsing it or recursing: every walk of a parsed value
 * (the unstorable-text check, zod, Better Auth) recurses, and 5,000 levels overflow the stack (a 500).
 */

/** The deepest nesting any request body may have; Parley's own bodies nest at most a few levels. */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/** True when `text` opens more than `limit` arrays or objects inside one another (strings are skipped). */
export function isNestedDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let isInString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (isInString) {
      if (char === 0x5c) at++; // a backslash escapes the next character
      else if (char === 0x22) isInString = false;
    } else if (char === 0x22) isInString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}
