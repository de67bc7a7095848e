import { FREE_MESSAGE_LIMIT } from '#/shared/constants';
import { DEFAULT_LOCALE, type Locale } from '#/shared/i18n/locales';
import { mailText } from '../mail-text';
import type { MailMessage } from '../mailer';
import { renderEmailHtml } from './email-layout';

export function welcomeEmail(to: string, name: string, appUrl: string, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const greeting = name ? mailText(locale, 'hiNamed', { name }) : mailText(locale, 'hiThere');
  const paragraphs = [greeting, mailText(locale, 'welcomeIntro'), mailText(locale, 'welcomeFreeMessages', { count: FREE_MESSAGE_LIMIT })];
  const signInUrl = `${appUrl}/auth/signin`;
  return {
    to,
    subject: mailText(locale, 'welcomeSubject'),
    text: `${paragraphs.join('\n\n')}\n\n${mailText(locale, 'welcomeTextLink', { url: signInUrl })}\n`,
    html: renderEmailHtml({ locale, heading: mailText(locale, 'welcomeHeading'), paragraphs, action: { label: mailText(locale, 'welcomeAction'), url: signInUrl } }),
  };
}
