import { describe, expect, it } from 'vitest';
import { authMessages } from '#/shared/auth-validation';
import { makeTranslate } from '#/web/i18n/use-t';
import en from './messages/en';
import es from './messages/es';
import { translateAuthMessage } from './translate-auth-message';

describe('translateAuthMessage', () => {
  it('says every shared message in English exactly as the server does', () => {
    const t = makeTranslate('en', en, en);
    for (const message of Object.values(authMessages)) expect(translateAuthMessage(t, message)).toBe(message);
  });

  it('translates a shared message and leaves a server’s own answer alone', () => {
    const t = makeTranslate('es', en, es);
    expect(translateAuthMessage(t, authMessages.passwordTooShort)).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(translateAuthMessage(t, 'User already exists')).toBe('User already exists');
  });
});
