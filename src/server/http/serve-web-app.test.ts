import { describe, expect, it } from 'vitest';
import { languageChunksOfEntry, renderIndexHtml } from './serve-web-app';

const template = '<!doctype html><html lang="en"><head><title>Parley</title><meta name="description" content="x" /></head><body></body></html>';
const config = { supportUrl: '', feedbackBoardUrl: '', isGoogleSignInConfigured: false, isOfflineTutor: true, referral: null } as never;

// A manifest shaped like Vite's: the entry, a shared chunk it imports with a catalogue of its own, and a lazy page.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_use-t-1.js'], dynamicImports: ['src/web/features/landing/messages/ar.ts', 'src/web/features/landing/messages/es.ts', 'src/web/features/pricing/pricing-page.tsx'] },
  '_use-t-1.js': { file: 'assets/use-t-1.js', dynamicImports: ['src/web/components/messages/ar.ts', 'src/web/components/messages/pt-BR.ts', '_words-fr-1.js'] },
  '_words-fr-1.js': { file: 'assets/words-fr-1.js', name: 'words-fr' },
  '_shared-words.js': { file: 'assets/shared-words-1.js' },
  'src/web/features/landing/messages/ar.ts': { file: 'assets/ar-1.js', imports: ['_shared-words.js'] },
  'src/web/features/landing/messages/es.ts': { file: 'assets/es-1.js' },
  'src/web/components/messages/ar.ts': { file: 'assets/ar-2.js', imports: ['_use-t-1.js'] },
  'src/web/components/messages/pt-BR.ts': { file: 'assets/pt-BR-1.js' },
  'src/web/features/pricing/pricing-page.tsx': { file: 'assets/pricing-page-1.js', dynamicImports: ['src/web/features/pricing/messages/ar.ts'] },
  'src/web/features/pricing/messages/ar.ts': { file: 'assets/ar-3.js' },
};

describe('the first HTML in the language of the page', () => {
  it('finds the translations the entry loads before its first render (a file’s chunk or a group’s), with what they import, and no lazy page’s', () => {
    expect(languageChunksOfEntry(manifest)).toEqual({
      ar: ['/assets/ar-1.js', '/assets/shared-words-1.js', '/assets/ar-2.js'],
      es: ['/assets/es-1.js'],
      fr: ['/assets/words-fr-1.js'],
      'pt-BR': ['/assets/pt-BR-1.js'],
    });
  });

  it('names the language and direction on <html> and preloads its translations', () => {
    const html = renderIndexHtml(template, '/pricing', config, 'https://parley.test', { locale: 'ar', languageChunks: languageChunksOfEntry(manifest) });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ar-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ar-2.js">');
    expect(html).not.toContain('/assets/es-1.js');
    expect(html).not.toContain('/assets/ar-3.js');
  });

  it('leaves English as it was: no direction, nothing preloaded', () => {
    const html = renderIndexHtml(template, '/', config, 'https://parley.test', { locale: 'en', languageChunks: languageChunksOfEntry(manifest) });
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('modulepreload');
  });
});
