import { describe, expect, it } from 'vitest';
import { explanationLanguage } from './explanation-language-part';

describe('explanationLanguage', () => {
  it('is the interface language when it is not the language being learnt', () => {
    expect(explanationLanguage('es', 'en-US')).toBe('es');
    expect(explanationLanguage('ar', 'en-GB')).toBe('ar');
    expect(explanationLanguage('pt-BR', 'es-ES')).toBe('pt-BR');
    expect(explanationLanguage('en', 'es-ES')).toBe('en');
  });

  it('is nothing for a learner of their own interface language, or without one (the setting off reads as none)', () => {
    expect(explanationLanguage('es', 'es-ES')).toBeUndefined();
    expect(explanationLanguage('en', 'en-US')).toBeUndefined();
    expect(explanationLanguage(null, 'en-US')).toBeUndefined();
    expect(explanationLanguage('klingon', 'en-US')).toBeUndefined();
  });
});
