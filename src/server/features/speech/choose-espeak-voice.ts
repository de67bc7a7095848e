/** Turns a speech request's language, speed and teacher voice id into eSpeak NG settings. */

export type EspeakSettings = { language: string; wordsPerMinute: number; pitch: number };

/** eSpeak language names for the BCP-47 tags Parley's teachers use; others fall back to the primary subtag. */
const ESPEAK_LANGUAGES: Record<string, string> = { 'en-us': 'en-us', 'en-gb': 'en-gb', 'es-es': 'es' };
export const FALLBACK_ESPEAK_LANGUAGE = 'en-us';

// Normal speech at 165 wpm sounds natural; 95 wpm at speed 0.5 is slow yet still connected speech
// (eSpeak's own floor is 80). Other speeds are interpolated on the same line.
const NORMAL_WPM = 165;
const SLOW_WPM = 95;

export function chooseEspeakVoice(request: { language: string; speed: number; voiceId: string }): EspeakSettings {
  const tag = request.language.toLowerCase();
  const language = ESPEAK_LANGUAGES[tag] ?? (tag.split('-')[0] || FALLBACK_ESPEAK_LANGUAGE);
  const wordsPerMinute = Math.round(SLOW_WPM + (request.speed - 0.5) * ((NORMAL_WPM - SLOW_WPM) / 0.5));
  return { language, wordsPerMinute: Math.min(450, Math.max(80, wordsPerMinute)), pitch: pitchFor(request.voiceId) };
}

/** 38-62 around eSpeak's default 50: enough for teachers to sound different, not enough to sound odd. */
function pitchFor(voiceId: string): number {
  let hash = 0x811c9dc5; // FNV-1a, so the same teacher always gets the same pitch
  for (let i = 0; i < voiceId.length; i++) hash = Math.imul(hash ^ voiceId.charCodeAt(i), 0x01000193);
  return 38 + ((hash >>> 0) % 25);
}
