/**
 * Serves the built single-page app: real files from dist/web, and index.html (with the page's title and
 * description filled in) for any other GET that is not an API, function or well-known file path.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { metaForPath } from '#/shared/page-meta';
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '#/shared/public-config';
import type { AppEnv } from './app-env';

const NEVER_HTML = [/^\/api(\/|$)/, /^\/functions(\/|$)/, /^\/healthz$/, /^\/robots\.txt$/, /^\/favicon\.ico$/];
/** A path that names a file (has an extension) is a missing asset, not an app route. */
const LOOKS_LIKE_FILE = /\/[^/]+\.[a-z0-9]{1,8}$/i;

/** The picture shown when a page is shared (a frame of the product tour). */
const SHARE_IMAGE = '/media/parley-tour-poster.jpg';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function renderIndexHtml(template: string, pathname: string, config: PublicConfig, appUrl: string): string {
  const meta = metaForPath(pathname);
  const pageUrl = `${appUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  const sharing = [
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${appUrl}${SHARE_IMAGE}`)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ].join('');
  // JSON inside <script type="application/json"> is data, not code; escaping '<' keeps it inert.
  const configJson = JSON.stringify(config).replace(/</g, '\\u003c');
  return template
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
  app.use(
    '/assets/*',
    serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
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
    return c.html(renderIndexHtml(template, path, config, appUrl));
  });
  return app;
}
