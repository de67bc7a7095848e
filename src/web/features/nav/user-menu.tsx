import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Locale } from '#/shared/i18n/locales';
import { savePreferences, useAuth } from '#/web/features/auth/public';
import { LanguageSelect } from '#/web/i18n/language-select';
import { commonCatalogue } from '#/web/i18n/messages/catalogue';
import { useT } from '#/web/i18n/use-t';
import { publicConfig } from '#/web/lib/public-config';
import { useDismiss } from '#/web/lib/use-dismiss';
import { DueCountBadge } from './due-count-badge';
import { ExplainInMyLanguage } from './explanation-language/explain-in-my-language';
import { learningLinks } from './learning-links';
import { navCatalogue } from './messages/catalogue';

const itemClass = 'block w-full rounded-md px-3 py-2 text-start text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** Account menu: name (or 'User'), email, Support, Manage Subscription, the language, Sign Out; Home too on small screens. */
export function UserMenu() {
  const t = useT(navCatalogue);
  const auth = useAuth();
  const [isOpen, setIsOpen] = useState(false);
  const [hasSignOutFailed, setHasSignOutFailed] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const givenName = auth.userProfile?.full_name || auth.user?.name || '';
  const name = givenName || t('defaultName');
  const email = auth.user?.email ?? '';

  useDismiss(isOpen, [containerRef], (reason) => {
    setIsOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  const [languageError, setLanguageError] = useState(false);
  const saveLanguage = (locale: Locale) => {
    setLanguageError(false);
    savePreferences({ locale }).then(auth.setUserProfile, (error: unknown) => {
      console.warn('[i18n] the interface language could not be saved on the account:', error);
      setLanguageError(true);
    });
  };

  const signOut = async () => {
    try {
      await auth.signOut({ redirectTo: '/' });
    } catch {
      setHasSignOutFailed(true);
    }
  };

  return (
    <div className="relative" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
        className="relative flex items-center gap-2 rounded-full p-1 hover:bg-slate-100 sm:pe-2 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white" aria-hidden="true">
          {(givenName || email).charAt(0).toUpperCase() || name.charAt(0)}
        </span>
        <span className="sr-only">{t('openAccountMenu')}</span>
        {/* Below lg the Review link (and its count) is in this menu: the count shows on the button, as it does beside Review on a wide screen. */}
        <DueCountBadge className="absolute -end-1 -top-1 ring-2 ring-white lg:hidden" />
        <svg viewBox="0 0 20 20" className="hidden h-4 w-4 text-slate-500 sm:block" aria-hidden="true"><path d="M5 7l5 6 5-6z" fill="currentColor" /></svg>
      </button>
      {isOpen && (
        <div id={menuId} role="menu" className="absolute end-0 z-20 mt-2 w-64 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
          <div className="border-b border-slate-100 px-3 pb-2 pt-1">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            <p className="truncate text-xs text-slate-500">{email}</p>
          </div>
          <div className="pt-1">
            <Link role="menuitem" to="/" className={`${itemClass} sm:hidden`} onClick={() => setIsOpen(false)}>{t('home')}</Link>
            {learningLinks.map((link) => (
              <Link key={link.to} role="menuitem" to={link.to} className={`${itemClass} lg:hidden`} onClick={() => setIsOpen(false)}>
                {t(link.label)}
                {link.to === '/app/review' && <DueCountBadge />}
              </Link>
            ))}
            <a role="menuitem" href={publicConfig.supportUrl} target="_blank" rel="noreferrer" className={itemClass}>{t('support')}</a>
            <Link role="menuitem" to="/manage-subscription" className={itemClass} onClick={() => setIsOpen(false)}>{t('manageSubscription')}</Link>
            <div role="none" className="border-t border-slate-100 px-3 py-2">
              <LanguageSelect onChanged={saveLanguage} />
              {languageError && <LanguageNotSaved />}
              <ExplainInMyLanguage />
            </div>
            <button role="menuitem" type="button" className={itemClass} onClick={signOut}>{t('signOut')}</button>
            {hasSignOutFailed && <p role="alert" className="px-3 py-1 text-xs text-red-700">{t('signOutFailed')}</p>}
          </div>
        </div>
      )}
    </div>
  );
}

function LanguageNotSaved() {
  const t = useT(commonCatalogue);
  return <p role="alert" className="pt-1 text-xs text-red-700">{t('languageNotSaved')}</p>;
}
