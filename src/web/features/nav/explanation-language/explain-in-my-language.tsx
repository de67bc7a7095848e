/**
 * The account menu's "Explain in my language": the tutor's explanations (why a sentence was corrected, tips,
 * feedback) come in the interface language, while the conversation stays in the language being learnt.
 * The tutor explains in English otherwise, so the choice is offered only in another interface language.
 */
import { Suspense, useId, useState } from 'react';
import { DEFAULT_LOCALE } from '#/shared/i18n/locales';
import { savePreferences, useAuth } from '#/web/features/auth/public';
import { useLocale, useT } from '#/web/i18n/use-t';
import { explanationLanguageCatalogue } from './messages/catalogue';

export function ExplainInMyLanguage() {
  // Its words load the first time the menu opens: nothing shows for that moment rather than the page's spinner.
  return (
    <Suspense fallback={null}>
      <ExplainChoice />
    </Suspense>
  );
}

function ExplainChoice() {
  const t = useT(explanationLanguageCatalogue);
  const locale = useLocale();
  const auth = useAuth();
  const id = useId();
  const [isSaving, setIsSaving] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const profile = auth.userProfile;
  if (!profile || locale === DEFAULT_LOCALE) return null;

  const save = (isOn: boolean) => {
    setIsSaving(true);
    setHasFailed(false);
    savePreferences({ explain_in_my_language: isOn })
      .then(auth.setUserProfile, (error: unknown) => {
        console.warn('[i18n] "Explain in my language" could not be saved on the account:', error);
        setHasFailed(true);
      })
      .finally(() => setIsSaving(false));
  };

  return (
    <div className="pt-2">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          checked={profile.explain_in_my_language}
          disabled={isSaving}
          aria-describedby={`${id}-hint`}
          onChange={(event) => save(event.currentTarget.checked)}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-indigo-600"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {t('explainInMyLanguage')}
        </label>
      </div>
      <p id={`${id}-hint`} className="ps-6 pt-1 text-xs text-slate-500">
        {t('explainHint')}
      </p>
      {hasFailed && <p role="alert" className="pt-1 text-xs text-red-700">{t('explainNotSaved')}</p>}
    </div>
  );
}
