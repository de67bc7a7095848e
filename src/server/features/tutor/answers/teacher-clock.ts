/**
 * "What time is it in Portland?", "What time is it there?", "¿Qué hora es en Valencia?": the time now where the teacher
 * lives, read from the clock in her city's time zone, with the part of the day. Examples: teacher-clock.test.ts. A leaf
 * (detect-question.ts reads it): the caller says whether the teacher speaks Spanish.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { TEACHER_HOMES } from './teacher-tastes';

/** Each teacher's city and its time zone (IANA). */
const TEACHER_CLOCKS: Readonly<Record<string, { city: string; timeZone: string }>> = {
  sophia: { city: 'Portland', timeZone: 'America/Los_Angeles' },
  oliver: { city: 'London', timeZone: 'Europe/London' },
  maya: { city: 'San Francisco', timeZone: 'America/Los_Angeles' },
  daniel: { city: 'Chicago', timeZone: 'America/Chicago' },
  claire: { city: 'London', timeZone: 'Europe/London' },
  ethan: { city: 'New York', timeZone: 'America/New_York' },
  lucia: { city: 'Valencia', timeZone: 'Europe/Madrid' },
};

/** 'What time is it in Portland (now)?', 'What time is it there?', 'What's the time where you live?'; group 1: a place named. */
export const ASKS_HER_TIME = /^(?:and |so )?(?:what time is it|what(?:'s| is) the time)(?: (?:in (\p{L}+(?: \p{L}+)?)|there|where you (?:are|live)|for you))?(?: now| right now| at the moment)?\s*\?*$|^¿?\s*(?:y )?qu[eé] hora es (?:en (\p{L}+(?: \p{L}+)?)|all[ií]|donde vives|para ti)(?: ahora)?\s*\?*$/iu;

/** Whether a question about the time asks hers, or another city's that the time zones name; 'What time is it?' alone asks the learner's own clock. */
export function asksHerTime(message: string, teacher: TutorTeacher): boolean {
  const asked = ASKS_HER_TIME.exec(message.trim());
  if (!asked) return false;
  const place = asked[1] ?? asked[2];
  if (place) return !!TEACHER_HOMES[teacher.slug]?.test(place) || !!timeZoneOfCity(place);
  return /(?<![\p{L}])(?:there|where you|for you|all[ií]|donde vives|para ti)(?![\p{L}])/iu.test(message);
}

/** 'Tokyo' -> 'Asia/Tokyo', 'new york' -> 'America/New_York': a city the IANA time zones are named after. */
function timeZoneOfCity(place: string): string | undefined {
  const wanted = place.trim().toLowerCase().replace(/\s+/g, '_');
  return Intl.supportedValuesOf('timeZone').find((zone) => zone.split('/').at(-1)!.toLowerCase() === wanted);
}

/** The part of the day by the hour it lasts until, as each language divides it ('6:46 in the evening' is 'las 6:46 de la tarde'). */
const ENGLISH_PARTS: ReadonlyArray<readonly [untilHour: number, said: string]> = [[12, 'in the morning'], [18, 'in the afternoon'], [24, 'in the evening']];
const SPANISH_PARTS: ReadonlyArray<readonly [untilHour: number, said: string]> = [[6, 'de la madrugada'], [12, 'de la mañana'], [14, 'del mediodía'], [21, 'de la tarde'], [24, 'de la noche']];
const partOf = (parts: ReadonlyArray<readonly [number, string]>, hour: number) => parts.find(([until]) => hour < until)![1];

/**
 * The time where she lives, said as she would say it ('It's 9:15 in the morning here in Portland.'), or in another
 * city the learner named ('It's 6:45 in the evening in Tokyo.').
 */
export function timeWhereSheLives(teacher: TutorTeacher, message: string, { inSpanish = false, now = new Date() }: { inSpanish?: boolean; now?: Date } = {}): string {
  const asked = ASKS_HER_TIME.exec(message.trim());
  const named = asked?.[1] ?? asked?.[2];
  const elsewhere = named && !TEACHER_HOMES[teacher.slug]?.test(named) ? timeZoneOfCity(named) : undefined;
  const home = TEACHER_CLOCKS[teacher.slug] ?? TEACHER_CLOCKS.sophia!;
  const city = elsewhere ? named!.replace(/(?<![\p{L}])\p{Ll}/gu, (c) => c.toUpperCase()) : home.city;
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: elsewhere ?? home.timeZone, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const hour = Number(parts.find((p) => p.type === 'hour')!.value);
  const minute = parts.find((p) => p.type === 'minute')!.value;
  const [english, spanish] = [partOf(ENGLISH_PARTS, hour), partOf(SPANISH_PARTS, hour)];
  const onTheClock = `${hour % 12 === 0 ? 12 : hour % 12}:${minute}`;
  const here = elsewhere ? '' : 'here ';
  if (inSpanish) {
    const verb = hour % 12 === 1 ? 'es la' : 'son las';
    return `${elsewhere ? `En ${city}` : `Aquí en ${city}`} ${verb} ${onTheClock} ${spanish}. (${elsewhere ? `In ${city}` : `Here in ${city}`} it's ${onTheClock} ${english}.)`;
  }
  return `It's ${onTheClock} ${english} ${here}in ${city}.`;
}
