/**
 * The time of day (hour and minutes, as a chat message shows it) in the interface languages, without making
 * an Intl formatter: the first Intl.DateTimeFormat a page makes loads the browser's locale data (about 35 ms
 * of the main thread in Chromium here, four times that on a slow phone), and the landing page's demo chat
 * shows a time in its first message. The patterns are data; format-time.test.ts checks each against Intl in
 * every interface language, at every hour.
 */
import type { Locale } from './locales';

type TimePattern = { clock: 24 } | { clock: 12; am: string; pm: string };

/** Intl's { hour: 'numeric', minute: '2-digit' } in each interface language. */
const TIME_OF_DAY_PATTERNS: Record<Locale, TimePattern> = {
  en: { clock: 12, am: ' AM', pm: ' PM' },
  es: { clock: 24 },
  'pt-BR': { clock: 24 },
  fr: { clock: 24 },
  'zh-CN': { clock: 24 },
  ja: { clock: 24 },
  ar: { clock: 12, am: ' ص', pm: ' م' },
};

/** The hour and minutes of `value` in the device's time zone, as Intl writes them in `locale`. */
export function formatTimeOfDay(locale: Locale, value: Date | string | number): string {
  const date = new Date(value);
  const pattern = TIME_OF_DAY_PATTERNS[locale];
  if (!pattern || Number.isNaN(date.getTime())) return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  if (pattern.clock === 24) return `${hours}:${minutes}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes}${hours < 12 ? pattern.am : pattern.pm}`;
}
