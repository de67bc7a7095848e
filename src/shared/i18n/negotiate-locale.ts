import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from './locales';

/**
 * The first interface language a person's preferences name, best first (`navigator.languages`, or an
 * Accept-Language header's tags by quality). A tag matches exactly ("pt-BR"), then by its language
 * ("pt-PT" and "pt" take Brazilian Portuguese, "zh-Hans-SG" and "zh" take Simplified Chinese).
 * Traditional Chinese (zh-TW, zh-HK, zh-Hant) is not Simplified Chinese: it falls through to the next
 * preference. Nothing that matches: English.
 */
export function negotiateLocale(preferences: readonly string[]): Locale {
  for (const raw of preferences) {
    const tag = raw.trim().toLowerCase();
    if (!tag) continue;
    const exact = LOCALE_CODES.find((code) => code.toLowerCase() === tag);
    if (exact) return exact;
    const [language, ...subtags] = tag.split(/[-_]/);
    if (language === 'zh' && subtags.some((subtag) => ['tw', 'hk', 'mo', 'hant'].includes(subtag))) continue;
    const byLanguage = LOCALE_CODES.find((code) => code.toLowerCase().split('-')[0] === language);
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}

/** An Accept-Language header's tags, highest quality first ("fr-CH, fr;q=0.9, en;q=0.8"). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
