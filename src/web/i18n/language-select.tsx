/** The interface-language switcher of the footer and the account menu. */
import { useId, useState } from 'react';
import { isLocale, LOCALES, type Locale } from '#/shared/i18n/locales';
import { changeLocale } from './locale-store';
import { commonCatalogue } from './messages/catalogue';
import { useLocale, useT } from './use-t';

type Props = {
  /** Called once the interface shows the new language (the account menu saves it to the account). */
  onChanged?: (locale: Locale) => void;
  /** Light text on the dark footer, or dark text in a menu. */
  tone?: 'light' | 'dark';
};

export function LanguageSelect({ onChanged, tone = 'dark' }: Props) {
  const t = useT(commonCatalogue);
  const locale = useLocale();
  const id = useId();
  const [isChanging, setIsChanging] = useState(false);

  const choose = async (value: string) => {
    if (!isLocale(value) || value === locale) return;
    setIsChanging(true);
    try {
      await changeLocale(value);
      onChanged?.(value);
    } finally {
      setIsChanging(false);
    }
  };

  return (
    // Wraps rather than overflows: in the phone's account menu the label and the widest name do not fit one line.
    <div className="flex min-w-0 max-w-full flex-wrap items-center gap-x-2 gap-y-1">
      <label htmlFor={id} className={`text-sm ${tone === 'light' ? 'text-slate-300' : 'text-slate-700'}`}>
        {t('language')}
      </label>
      <select
        id={id}
        value={locale}
        disabled={isChanging}
        aria-busy={isChanging}
        onChange={(event) => void choose(event.currentTarget.value)}
        className={`min-w-0 max-w-full rounded-md border px-2 py-1 text-sm ${tone === 'light' ? 'border-slate-600 bg-slate-800 text-white' : 'border-slate-300 bg-white text-slate-900'}`}
      >
        {LOCALES.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.code}>
            {entry.name}
          </option>
        ))}
      </select>
      {isChanging && <span className="sr-only" role="status">{t('changingLanguage')}</span>}
    </div>
  );
}
