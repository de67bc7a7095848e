import { describe, expect, it } from 'vitest';
import { negotiateLocale, parseAcceptLanguage } from './negotiate-locale';

describe('negotiateLocale', () => {
  it('takes the first preference Parley speaks, exactly or by language', () => {
    expect(negotiateLocale(['pt-BR', 'en'])).toBe('pt-BR');
    expect(negotiateLocale(['pt-PT'])).toBe('pt-BR');
    expect(negotiateLocale(['es-MX', 'en-US'])).toBe('es');
    expect(negotiateLocale(['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(negotiateLocale(['zh-Hans-CN'])).toBe('zh-CN');
    expect(negotiateLocale(['ar-EG'])).toBe('ar');
    expect(negotiateLocale(['ja-JP'])).toBe('ja');
  });

  it('does not give Simplified Chinese to readers of Traditional Chinese', () => {
    expect(negotiateLocale(['zh-TW', 'ja'])).toBe('ja');
    expect(negotiateLocale(['zh-Hant-HK'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(negotiateLocale([])).toBe('en');
    expect(negotiateLocale(['de', 'ru'])).toBe('en');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders tags by quality and drops the wildcard and q=0', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.95, *;q=0.5, ru;q=0')).toEqual(['fr-CH', 'de', 'fr', 'en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
