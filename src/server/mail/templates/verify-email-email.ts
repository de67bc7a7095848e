import { DEFAULT_LOCALE, type Locale } from '#/shared/i18n/locales';
import { mailText } from '../mail-text';
import type { MailMessage } from '../mailer';
import { renderEmailHtml } from './email-layout';

export const VERIFY_EMAIL_SUBJECT = mailText(DEFAULT_LOCALE, 'verifySubject');

export function verifyEmailEmail(to: string, url: string, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const paragraphs = [mailText(locale, 'verifyIntro'), mailText(locale, 'verifyMeantime')];
  return {
    to,
    subject: mailText(locale, 'verifySubject'),
    text: `${paragraphs.join('\n\n')}\n\n${mailText(locale, 'verifyTextLink', { url })}\n`,
    html: renderEmailHtml({ locale, heading: mailText(locale, 'verifyHeading'), paragraphs, action: { label: mailText(locale, 'verifyAction'), url } }),
  };
}
