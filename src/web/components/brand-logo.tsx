import { Link } from 'react-router';

export function BrandLogo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} aria-label="Parley" className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="#4f46e5" />
        <path d="M9 10.5h14a2.5 2.5 0 0 1 2.5 2.5v6a2.5 2.5 0 0 1-2.5 2.5h-7l-4.5 3.5v-3.5H9A2.5 2.5 0 0 1 6.5 19v-6A2.5 2.5 0 0 1 9 10.5Z" fill="#fff" />
        <circle cx="12" cy="16" r="1.4" fill="#4f46e5" /><circle cx="16" cy="16" r="1.4" fill="#4f46e5" /><circle cx="20" cy="16" r="1.4" fill="#4f46e5" />
      </svg>
      <span className="max-[420px]:hidden">Parley</span>
    </Link>
  );
}
