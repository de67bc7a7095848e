/**
 * A teacher who speaks another language (Lucía) puts English glosses in parentheses: "¿Cómo te llamas?
 * (What is your name?)". The browser speaks each part separately, the glosses in an English voice, so
 * English is never read with Spanish sounds. Text without parentheses is one segment, as before.
 * Phonetic transcriptions between slashes are shown but not spoken.
 */

export type SpeechSegment = { text: string; isEnglishGloss: boolean };

/** A phonetic transcription such as /fəˈtɑːɡɹəfi/: written for the eye, never read aloud letter by letter. */
const IPA_TRANSCRIPTION = /\s*\/[^/\s]*[ˈˌəɪʊɛæɑɒɔʌθðʃʒŋɹːɾʔ][^/\s]*\//gu;

export function splitSpeechSegments(written: string): SpeechSegment[] {
  const text = written.replace(IPA_TRANSCRIPTION, '').replace(/\s+([,.;:!?])/g, '$1');
  const segments = text
    .split(/(\([^()]*\))/)
    .map((part) => (/^\(.*\)$/s.test(part) ? { text: part.slice(1, -1).trim(), isEnglishGloss: true } : { text: part.trim(), isEnglishGloss: false }))
    .filter((segment) => /\p{L}/u.test(segment.text));
  return segments.length > 0 ? segments : [{ text, isEnglishGloss: false }];
}
