/**
 * Messages whose right translation is the English text itself: names, and words the language has
 * borrowed. Anything else equal to its English in a translation fails the catalogue test as left
 * untranslated. Keep it short: each entry is a reviewed claim about that language.
 */
import type { TranslatedLocale } from './locales';

const NAMES = ['Parley', 'IELTS', 'TOEFL', 'Stripe', 'Google', 'Azure', 'OpenAI', 'ElevenLabs', 'Deepgram', 'OK', 'Email', 'email', 'CSV', 'JSON', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

export const SAME_AS_ENGLISH: Record<TranslatedLocale, readonly string[]> = {
  es: [...NAMES],
  'pt-BR': [...NAMES],
  fr: [...NAMES, 'Support', 'Message', 'Messages', 'Menu', 'Notes', 'Transcription'],
  'zh-CN': [...NAMES],
  ja: [...NAMES],
  ar: [...NAMES],
};
