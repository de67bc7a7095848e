import type { ReactNode } from 'react';

export interface ProsePageProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/**
 * Shared layout for long-form company pages (legal, careers, story).
 * A single centred, readable column. Typography for nested h2/h3/p/lists/links
 * is applied from the wrapper so page bodies can be written as plain semantic HTML.
 */
export function ProsePage({ title, intro, children }: ProsePageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
      <header className="mb-10 border-b border-slate-200 pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-4 text-lg leading-8 text-slate-700">{intro}</p> : null}
      </header>
      <div
        className={[
          'text-base leading-7 text-slate-700',
          '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-slate-900',
          '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
          '[&_p]:my-4',
          '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6',
          '[&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-6',
          '[&_li]:ps-1 [&_li::marker]:text-slate-500',
          '[&_strong]:font-semibold [&_strong]:text-slate-900',
          '[&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-indigo-900',
          '[&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-indigo-700',
          '[&>*:first-child]:mt-0',
        ].join(' ')}
      >
        {children}
      </div>
    </article>
  );
}
