// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type PageMeta, pageMeta } from '#/shared/page-meta';
import { startInLocale } from '#/web/i18n/locale-store';
import { usePageMeta } from '#/web/lib/use-page-meta';

function Page({ meta }: { meta: PageMeta }) {
  usePageMeta(meta);
  return null;
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

afterEach(() => {
  cleanup();
  startInLocale('en');
});

describe('usePageMeta', () => {
  it('sets the English title and description as given', () => {
    render(<Page meta={pageMeta.notebook} />);
    expect(document.title).toBe('Your notebook | Parley');
    expect(description()).toBe(pageMeta.notebook.description);
  });

  it('shows a page of src/shared/page-meta.ts in the interface language', async () => {
    startInLocale('fr');
    render(<Page meta={pageMeta.notebook} />);
    await waitFor(() => expect(document.title).toBe('Votre carnet | Parley'));
    expect(description()).toMatch(/^Les corrections de vos professeurs Parley/);
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content).toBe('Votre carnet | Parley');
  });

  it('keeps a meta made elsewhere (a teacher’s page) as given', async () => {
    startInLocale('ja');
    const teacher = { title: 'Maya — Pronunciation coach | Parley', description: 'Maya helps you sound clear and confident.' };
    render(<Page meta={teacher} />);
    await waitFor(() => expect(document.title).toBe(teacher.title));
  });
});
