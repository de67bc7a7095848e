import { Link } from 'react-router';
import { publicConfig } from '#/web/lib/public-config';

const linkClass = 'text-sm text-slate-300 hover:text-white hover:underline';

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="text-lg font-bold text-white">Parley</p>
          <p className="mt-2 text-sm text-slate-400">Speak a new language with patient AI teachers, out loud, at your own pace.</p>
        </div>
        <nav aria-label="Company" className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-white">Company</p>
          <Link to="/our-story" className={linkClass}>Our Story</Link>
          <Link to="/careers" className={linkClass}>Careers</Link>
          <Link to="/pricing" className={linkClass}>Pricing</Link>
        </nav>
        <nav aria-label="Legal and help" className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-white">Help</p>
          <a href={publicConfig.supportUrl} className={linkClass} target="_blank" rel="noreferrer">Support</a>
          <Link to="/privacy" className={linkClass}>Privacy</Link>
          <Link to="/terms" className={linkClass}>Terms</Link>
        </nav>
      </div>
      <p className="border-t border-slate-800 py-6 text-center text-xs text-slate-400">© {new Date().getFullYear()} Parley. Prices in US dollars.</p>
    </footer>
  );
}
