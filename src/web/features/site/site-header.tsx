import { Link } from 'react-router';
import { BrandLogo } from '#/web/components/brand-logo';
import { buttonClass } from '#/web/components/button';
import { useAuth } from '#/web/features/auth/public';
import { useT } from '#/web/i18n/use-t';
import { siteCatalogue } from './messages/catalogue';

/** Public pages' header: 'Go to App' when signed in, Sign In / Sign Up otherwise. */
export function SiteHeader() {
  const t = useT(siteCatalogue);
  const auth = useAuth();
  return (
    <header className="border-b border-slate-100 bg-white">
      <nav className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6" aria-label={t('siteNav')}>
        <BrandLogo />
        <div className="flex items-center gap-2">
          {auth.isLoading ? null : auth.user ? (
            <Link to="/app" className={buttonClass('primary')}>{t('goToApp')}</Link>
          ) : (
            <>
              <Link to="/auth/signin" className={buttonClass('ghost')}>{t('signIn')}</Link>
              <Link to="/auth/signup" className={buttonClass('primary')}>{t('signUp')}</Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
