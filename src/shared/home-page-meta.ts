/**
 * The landing page's title and description, apart from page-meta.ts: the landing page ships in the entry
 * chunk and needs only its own words, not every page's (`npm run bench:bundle`).
 */
export type PageMeta = { title: string; description: string };

export const BRAND = 'Parley';

export const homePageMeta: PageMeta = {
  title: `${BRAND} — Speak a new language with AI teachers`,
  description:
    'Practise speaking English and Spanish out loud with patient AI teachers. Get gentle corrections, new vocabulary and grammar tips. Try the free demo now.',
};
