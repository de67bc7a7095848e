import { Link } from 'react-router';
import { LanguageSelect } from '#/web/i18n/language-select';
import { publicConfig } from '#/web/lib/public-config';

const linkClass = 'text-sm text-slate-300 hover:text-white hover:underline';

export function SiteFooter() {
  const { links, supportUrl } = publicConfig;
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">Parley</p>
          <p className="mt-2 text-sm text-slate-400">Speak a new language with patient AI teachers, out loud, at your own pace.</p>
        </div>
        <nav aria-label="Company" className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-white">Company</p>
          <Link to="/our-story" className={linkClass}>Our Story</Link>
          <Link to="/careers" className={linkClass}>Careers</Link>
          <Link to="/pricing" className={linkClass}>Pricing</Link>
          <a href={links.affiliate} className={linkClass} target="_blank" rel="noreferrer">Affiliates</a>
          <a href={links.merch} className={linkClass} target="_blank" rel="noreferrer">Merch</a>
        </nav>
        <nav aria-label="Help" className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-white">Help</p>
          <a href={supportUrl} className={linkClass} target="_blank" rel="noreferrer">Support</a>
          <a href={links.guides} className={linkClass} target="_blank" rel="noreferrer">Guides</a>
          <Link to="/privacy" className={linkClass}>Privacy</Link>
          <Link to="/terms" className={linkClass}>Terms</Link>
        </nav>
        <nav aria-label="Social media" className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-white">Follow us</p>
          {links.social.map((social) => (
            <a key={social.name} href={social.url} className={linkClass} target="_blank" rel="noreferrer">{social.name}</a>
          ))}
        </nav>
      </div>
      <div className="flex flex-col items-center gap-4 border-t border-slate-800 px-4 py-6 sm:flex-row sm:justify-between sm:px-6">
        <LanguageSelect tone="light" />
        <p className="text-center text-xs text-slate-400">© {new Date().getFullYear()} Parley. Prices in US dollars.</p>
      </div>
    </footer>
  );
}
