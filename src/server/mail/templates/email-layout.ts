/** Wraps an email body in Parley's simple, client-safe HTML frame, in the email's language and direction. */
import { type Locale, localeDirection } from '#/shared/i18n/locales';
import { mailText } from '../mail-text';

/** footnote: small print under the sign-off, e.g. why the email came and the link that stops it. */
export function renderEmailHtml(options: {
  locale: Locale;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: { text: string; link: { label: string; url: string } };
}): string {
  const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const paragraphs = options.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('');
  // The address reads left to right inside a right-to-left email.
  const action = options.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(options.action.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(options.action.label)}</a></p><p style="font-size:13px;color:#64748b;word-break:break-all"><span dir="ltr">${escapeHtml(options.action.url)}</span></p>`
    : '';
  const footnote = options.footnote
    ? `<p style="font-size:12px;color:#64748b;margin:16px 0 0;line-height:1.5">${escapeHtml(options.footnote.text)} <a href="${escapeHtml(options.footnote.link.url)}" style="color:#4f46e5">${escapeHtml(options.footnote.link.label)}</a></p>`
    : '';
  const tagline = mailText(options.locale, 'tagline');
  return `<!doctype html><html lang="${options.locale}" dir="${localeDirection(options.locale)}"><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#0f172a;background:#f8fafc;padding:24px"><div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px"><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(options.heading)}</h1>${paragraphs}${action}<p style="font-size:13px;color:#64748b;margin-top:32px">${escapeHtml(tagline)}</p>${footnote}</div></body></html>`;
}
