/**
 * A teacher who speaks another language (Lucía) puts English glosses in parentheses: "¿Cómo te llamas?
 * (What is your name?)". The browser speaks each part separately, the glosses in an English voice, so
 * English is never read with Spanish sounds. Text without parentheses is one segment, as before.
 */

export type SpeechSegment = { text: string; isEnglishGloss: boolean };

export function splitSpeechSegments(text: string): SpeechSegment[] {
  const segments = text
    .split(/(\([^()]*\))/)
    .map((part) => (/^\(.*\)$/s.test(part) ? { text: part.slice(1, -1).trim(), isEnglishGloss: true } : { text: part.trim(), isEnglishGloss: false }))
    .filter((segment) => /\p{L}/u.test(segment.text));
  return segments.length > 0 ? segments : [{ text, isEnglishGloss: false }];
}
