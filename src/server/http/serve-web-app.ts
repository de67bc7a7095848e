/**
 * Serves the built single-page app: real files from dist/web, and index.html (with the page's title and
 * description filled in, and the language of the page) for any other GET that is not an API, function or
 * well-known file path.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { type Locale, localeDirection, TRANSLATED_LOCALES, type TranslatedLocale } from '#/shared/i18n/locales';
import { pageNameForPath } from '#/shared/page-meta';
import { bundledPageMetaCatalogue } from '#/shared/page-meta/messages/catalogue';
import { translatePageMeta } from '#/shared/page-meta/translate-page-meta';
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '#/shared/public-config';
import type { AppEnv } from './app-env';
import { PAGE_LOCALE_VARY, pageLocale } from './page-locale';

const NEVER_HTML = [/^\/api(\/|$)/, /^\/functions(\/|$)/, /^\/healthz$/, /^\/robots\.txt$/, /^\/favicon\.ico$/];
/** A path that names a file (has an extension) is a missing asset, not an app route. */
const LOOKS_LIKE_FILE = /\/[^/]+\.[a-z0-9]{1,8}$/i;

/** The picture shown when a page is shared (a frame of the product tour). */
const SHARE_IMAGE = '/media/parley-tour-poster.jpg';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The parts of Vite's build manifest (dist/web/.vite/manifest.json) read here. */
type ViteManifest = Record<string, { file: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;
/** Per interface language, the files (`/assets/ar-….js`) to preload with the page. */
export type LanguageChunks = Partial<Record<TranslatedLocale, readonly string[]>>;

/**
 * The translations the entry's own catalogues load before the first render (src/web/main.tsx:
 * loadDefinedCatalogues), per language: the chunks the entry and its static imports load on demand that hold
 * a `<locale>.ts` file (each catalogue's `import.meta.glob`) — one per file, or the build's `words-<locale>`
 * group of the first screen's translations (vite.config.ts) — with the chunks they import. In the browser
 * they are found only once the entry has run, a round trip after it; named in the HTML, they arrive with it.
 */
export function languageChunksOfEntry(manifest: ViteManifest): LanguageChunks {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  if (!entryKey) return {};
  const staticGraph = new Set<string>();
  const visit = (key: string) => {
    if (staticGraph.has(key) || !manifest[key]) return;
    staticGraph.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  const chunks: LanguageChunks = {};
  for (const locale of TRANSLATED_LOCALES) {
    const files = new Set<string>();
    const add = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || staticGraph.has(key) || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) add(imported);
    };
    const holdsLocale = (key: string) => /[^/]+$/.exec(key)?.[0].replace(/\.tsx?$/, '') === locale || manifest[key]?.name === `words-${locale}`;
    for (const key of staticGraph) {
      for (const lazy of manifest[key]?.dynamicImports ?? []) if (holdsLocale(lazy)) add(lazy);
    }
    if (files.size) chunks[locale] = [...files];
  }
  return chunks;
}

function readLanguageChunks(root: string): LanguageChunks {
  const file = join(root, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  try {
    return languageChunksOfEntry(JSON.parse(readFileSync(file, 'utf8')) as ViteManifest);
  } catch {
    return {}; // an unreadable manifest costs the preloads, not the page
  }
}

export function renderIndexHtml(
  template: string,
  pathname: string,
  config: PublicConfig,
  appUrl: string,
  { locale = 'en', languageChunks = {} }: { locale?: Locale; languageChunks?: LanguageChunks } = {},
): string {
  const meta = translatePageMeta(bundledPageMetaCatalogue, pageNameForPath(pathname), locale);
  const pageUrl = `${appUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  const sharing = [
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${appUrl}${SHARE_IMAGE}`)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    ...(locale === 'en' ? [] : (languageChunks[locale] ?? []).map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`)),
  ].join('');
  // JSON inside <script type="application/json"> is data, not code; escaping '<' keeps it inert.
  const configJson = JSON.stringify(config).replace(/</g, '\\u003c');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"${localeDirection(locale) === 'rtl' ? ' dir="rtl"' : ''}`)
    .replace('</head>', `${sharing}<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${configJson}</script></head>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(meta.description)}$2`)
    .replace(/(<meta property="og:title" content=")[^"]*(")/, `$1${escapeHtml(meta.title)}$2`)
    .replace(/(<meta property="og:description" content=")[^"]*(")/, `$1${escapeHtml(meta.description)}$2`);
}

export function serveWebApp(webRoot: string, config: PublicConfig, appUrl: string) {
  const root = resolve(webRoot);
  const indexFile = join(root, 'index.html');
  const app = new Hono<AppEnv>();
  if (!existsSync(indexFile)) {
    app.get('*', (c) => c.text('The web app is not built. Run `npm run build` (npm start does this for you).', 503));
    return app;
  }
  const template = readFileSync(indexFile, 'utf8');
  const languageChunks = readLanguageChunks(root);
  app.use(
    '/assets/*',
    // precompressed: a build-time .gz beside a file (every script, style and the speech model) is sent as is.
    serveStatic({ root, precompressed: true, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
  );
  app.use('/media/*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=604800') }));
  app.use('/avatars/*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=604800') }));
  const serveFile = serveStatic({ root });
  app.use('*', (c, next) => (LOOKS_LIKE_FILE.test(c.req.path) ? serveFile(c, next) : next()));
  app.get('*', (c) => {
    const path = c.req.path;
    if (NEVER_HTML.some((pattern) => pattern.test(path)) || LOOKS_LIKE_FILE.test(path)) {
      return c.json({ error: 'Not found', code: 'not_found' }, 404);
    }
    c.header('Cache-Control', 'no-cache');
    // The language (its words, and the translations preloaded for it) follows the device's choice (a cookie)
    // or the browser's languages when no link names one: a cache keeps one copy per both, never one for all.
    c.header('Vary', PAGE_LOCALE_VARY);
    return c.html(renderIndexHtml(template, path, config, appUrl, { locale: pageLocale(c), languageChunks }));
  });
  return app;
}
