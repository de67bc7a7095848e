import { useEffect } from 'react';
import type { PageMeta } from '#/shared/page-meta';
import { useLocale } from '#/web/i18n/use-t';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function applyMeta(meta: PageMeta) {
  document.title = meta.title;
  setMeta('meta[name="description"]', 'name', 'description', meta.description);
  setMeta('meta[property="og:title"]', 'property', 'og:title', meta.title);
  setMeta('meta[property="og:description"]', 'property', 'og:description', meta.description);
}

/**
 * Sets the document title, meta description and OpenGraph title/description for the current page, in the
 * interface language: `meta` is English (src/shared/page-meta.ts, as the server sends it); another language's
 * words are looked up by the page they belong to (src/web/lib/page-meta/), loaded with the first non-English page.
 */
export function usePageMeta(meta: PageMeta): void {
  const locale = useLocale();
  // The meta objects are often made during render: their words, not their identity, decide.
  const { title, description } = meta;
  useEffect(() => {
    const english = { title, description };
    if (locale === 'en') {
      applyMeta(english);
      return;
    }
    let isCurrent = true;
    import('./page-meta/translate-page-meta')
      .then(({ loadPageMeta }) => loadPageMeta(english, locale))
      .catch((error: unknown) => {
        console.warn('[i18n] the page title could not be translated, so it stays in English:', error);
        return english;
      })
      .then((shown) => {
        if (isCurrent) applyMeta(shown);
      });
    return () => {
      isCurrent = false;
    };
  }, [title, description, locale]);
}
