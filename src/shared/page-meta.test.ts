import { describe, expect, it } from 'vitest';
import { metaForPath, pageMeta } from './page-meta';

describe('metaForPath', () => {
  it('gives every route of the route table its own title and description', () => {
    const paths = ['/', '/auth', '/auth/signup', '/forgot-password', '/update-password', '/success', '/pricing', '/privacy', '/terms', '/careers', '/our-story', '/app', '/app/teacher/maya', '/app/history', '/app/notebook', '/app/review', '/app/progress', '/app/today', '/app/placement', '/app/path', '/app/lessons/en-a1-01-1', '/app/units/en-a1-01/check', '/manage-subscription', '/admin'];
    const titles = new Set(paths.map((p) => metaForPath(p).title));
    expect(titles.size).toBe(paths.length - 1); // /auth and /auth/signup share one page
    for (const path of paths) expect(metaForPath(path).description.length, path).toBeGreaterThan(50);
  });
  it('falls back to the not-found page and ignores a trailing slash', () => {
    expect(metaForPath('/nope')).toBe(pageMeta.notFound);
    expect(metaForPath('/pricing/')).toBe(pageMeta.pricing);
  });
});
