/**
 * Keeps the interface language and the account in step: at sign-in the account's saved language wins (it
 * follows the learner across devices); an account with none yet takes the one on show.
 */
import { useEffect, useRef } from 'react';
import type { UserProfile } from '#/shared/profile';
import { changeLocale, getLocale } from '#/web/i18n/locale-store';
import { savePreferences } from './api/save-preferences';

export function useAccountLanguage(profile: UserProfile | null, onSaved: (profile: UserProfile) => void): void {
  const reconciledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!profile?.id || reconciledFor.current === profile.id) return; // no profile, a placeholder, or done
    reconciledFor.current = profile.id;
    if (profile.locale) {
      if (profile.locale !== getLocale()) void changeLocale(profile.locale);
      return;
    }
    savePreferences({ locale: getLocale() }).then(onSaved, (error: unknown) => {
      console.warn('[i18n] the interface language could not be saved on the account; it is kept on this device:', error);
    });
  }, [profile, onSaved]);
}
