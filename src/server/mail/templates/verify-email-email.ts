import type { MailMessage } from '../mailer';
import { renderEmailHtml } from './email-layout';

export const VERIFY_EMAIL_SUBJECT = 'Confirm your email address for Parley';

export function verifyEmailEmail(to: string, url: string): MailMessage {
  const paragraphs = [
    'Please confirm that this is your email address by opening the link below.',
    'You can keep using Parley in the meantime. If you did not create a Parley account, ignore this email.',
  ];
  return {
    to,
    subject: VERIFY_EMAIL_SUBJECT,
    text: `${paragraphs.join('\n\n')}\n\nConfirm your email address: ${url}\n`,
    html: renderEmailHtml({ heading: 'Confirm your email address', paragraphs, action: { label: 'Confirm my email address', url } }),
  };
}
