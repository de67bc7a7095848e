import { Link, useLocation } from 'react-router';
import { BrandLogo } from '#/web/components/brand-logo';
import { BackArrowIcon } from '#/web/components/icons';
import { DueCountBadge } from './due-count-badge';
import { learningLinks } from './learning-links';
import { useAuth } from '#/web/features/auth/public';
import { useT } from '#/web/i18n/use-t';
import { navCatalogue } from './messages/catalogue';
import { SubscriptionBadge } from './subscription-badge';
import { UserMenu } from './user-menu';
import { useIsAdmin } from './use-is-admin';

const linkClass = 'whitespace-nowrap rounded-md px-2 py-2 sm:px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

export function NavBar() {
  const t = useT(navCatalogue);
  const { pathname } = useLocation();
  const auth = useAuth();
  const { data: isAdmin = false } = useIsAdmin(auth.user?.id);
  const isOnTeacherPage = pathname.startsWith('/app/teacher/');
  const isInAdmin = pathname === '/admin';

  return (
    // Its height is h-app-header with the border inside it: a full-height page below (the teacher chat) takes the rest of the screen exactly.
    <header className="sticky top-0 z-10 h-app-header border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav className="mx-auto flex h-full max-w-7xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6" aria-label={t('mainNav')}>
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <BrandLogo to="/app" />
          {/* On a phone the way back is an arrow (its words its name): beside a long plan badge, in some languages, they would not fit whole. */}
          {isOnTeacherPage && (
            <Link to="/app" className={`${linkClass} inline-flex min-w-0 items-center gap-1 max-sm:h-11 max-sm:w-11 max-sm:justify-center`}>
              <BackArrowIcon className="h-5 w-5 sm:hidden" />
              <span className="max-sm:sr-only">{t('backToTeachers')}</span>
            </Link>
          )}
          <div className="hidden items-center lg:flex">
            {learningLinks.map((link) => (
              <Link key={link.to} to={link.to} className={`${linkClass} ${pathname === link.to ? 'text-indigo-700' : ''}`} aria-current={pathname === link.to ? 'page' : undefined}>
                {t(link.label)}
                {link.to === '/app/review' && <DueCountBadge />}
              </Link>
            ))}
          </div>
        </div>
        <div className="flex items-center gap-1 sm:gap-3">
          {isInAdmin ? (
            <Link to="/app" className={linkClass}>{t('backToApp')}</Link>
          ) : (
            isAdmin && <Link to="/admin" className={linkClass}>{t('adminPanel')}</Link>
          )}
          <SubscriptionBadge />
          <UserMenu />
        </div>
      </nav>
    </header>
  );
}
