/**
 * The learner's words as the teacher says them back: 'my' -> 'your', 'I' -> 'you' in English; 'mi hermano' -> 'tu
 * hermano', 'casarme' -> 'casarte', 'contigo' (the teacher) -> 'conmigo', 'a alemania' -> 'a Alemania' in Spanish.
 */
import { spellPlaceNames } from './spanish-place-names';

export const turnRound = (text: string) => text.replace(/\bmy\b/gi, 'your').replace(/\bmine\b/gi, 'yours').replace(/\bI'm\b/g, "you're").replace(/\bme\b/g, 'you').replace(/\bI\b/g, 'you').replace(/\bour\b/gi, 'your').replace(/\bmyself\b/gi, 'yourself');

export function turnRoundSpanish(text: string): string {
  return spellPlaceNames(text)
    .replace(/\bmis\b/gi, 'tus').replace(/\bmi\b/gi, 'tu').replace(/\b(?:conmigo|contigo)\b/gi, (w) => (w.toLowerCase() === 'conmigo' ? 'contigo' : 'conmigo')).replace(/\bme\b/gi, 'te')
    .replace(/\bnuestr([oa]s?)\b/gi, 'vuestr$1')
    .replace(/(\p{L}{2,}(?:ar|er|ir)|(?<!\p{L})ir)me\b/gu, '$1te');
}
