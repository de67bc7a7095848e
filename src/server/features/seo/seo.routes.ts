/** robots.txt and sitemap.xml for search engines, built from APP_URL. */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';

export const PUBLIC_PATHS = ['/', '/pricing', '/our-story', '/careers', '/privacy', '/terms', '/auth/signup'];

export const seoRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    const lines = ['User-agent: *', 'Allow: /', 'Disallow: /app', 'Disallow: /admin', 'Disallow: /manage-subscription', 'Disallow: /api/', 'Disallow: /functions/', `Sitemap: ${c.var.deps.env.APP_URL}/sitemap.xml`];
    return c.text(`${lines.join('\n')}\n`);
  })
  .get('/sitemap.xml', (c) => {
    const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${c.var.deps.env.APP_URL}${path === '/' ? '/' : path}</loc></url>`).join('\n');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });
