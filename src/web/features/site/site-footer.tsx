import { Link } from 'react-router';
import { LanguageSelect } from '#/web/i18n/language-select';
import { useT } from '#/web/i18n/use-t';
import { publicConfig } from '#/web/lib/public-config';
import { siteCatalogue } from './messages/catalogue';

const linkClass = 'text-sm text-slate-300 hover:text-white hover:underline';

export function SiteFooter() {
  const t = useT(siteCatalogue);
  const { links, supportUrl } = publicConfig;
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">Parley</p>
          <p className="mt-2 text-sm text-slate-400">{t('tagline')}</p>
        </div>
        <nav aria-label={t('company')} className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-white">{t('company')}</p>
          <Link to="/our-story" className={linkClass}>{t('ourStory')}</Link>
          <Link to="/careers" className={linkClass}>{t('careers')}</Link>
          <Link to="/pricing" className={linkClass}>{t('pricing')}</Link>
          <a href={links.affiliate} className={linkClass} target="_blank" rel="noreferrer">{t('affiliates')}</a>
          <a href={links.merch} className={linkClass} target="_blank" rel="noreferrer">{t('merch')}</a>
        </nav>
        <nav aria-label={t('help')} className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-white">{t('help')}</p>
          <a href={supportUrl} className={linkClass} target="_blank" rel="noreferrer">{t('support')}</a>
          <a href={links.guides} className={linkClass} target="_blank" rel="noreferrer">{t('guides')}</a>
          <Link to="/privacy" className={linkClass}>{t('privacy')}</Link>
          <Link to="/terms" className={linkClass}>{t('terms')}</Link>
        </nav>
        <nav aria-label={t('socialMedia')} className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-white">{t('followUs')}</p>
          {links.social.map((social) => (
            <a key={social.name} href={social.url} className={linkClass} target="_blank" rel="noreferrer">{social.name}</a>
          ))}
        </nav>
      </div>
      <div className="flex flex-col items-center gap-4 border-t border-slate-800 px-4 py-6 sm:flex-row sm:justify-between sm:px-6">
        <LanguageSelect tone="light" />
        {/* The year as text: a number would be written with a thousands separator (2,026). */}
        <p className="text-center text-xs text-slate-400">{t('copyright', { year: String(new Date().getFullYear()) })}</p>
      </div>
    </footer>
  );
}
