import { DEFAULT_LOCALE, type Locale } from '#/shared/i18n/locales';
import { mailText } from '../mail-text';
import type { MailMessage } from '../mailer';
import { renderEmailHtml } from './email-layout';

export function resetPasswordEmail(to: string, resetUrl: string, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const paragraphs = [mailText(locale, 'resetRequested'), mailText(locale, 'resetInstructions')];
  return {
    to,
    subject: mailText(locale, 'resetSubject'),
    text: `${paragraphs.join('\n\n')}\n\n${mailText(locale, 'resetTextLink', { url: resetUrl })}\n`,
    html: renderEmailHtml({ locale, heading: mailText(locale, 'resetHeading'), paragraphs, action: { label: mailText(locale, 'resetAction'), url: resetUrl } }),
  };
}
