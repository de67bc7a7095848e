import type { MailMessage } from '../mailer';
import { renderEmailHtml } from './email-layout';

export function resetPasswordEmail(to: string, resetUrl: string): MailMessage {
  const paragraphs = [
    'We received a request to reset the password of your Parley account.',
    'Open the link below to choose a new password. It works once and expires in one hour. If you did not ask for this, you can ignore this email: your password stays the same.',
  ];
  return {
    to,
    subject: 'Reset your Parley password',
    text: `${paragraphs.join('\n\n')}\n\nReset your password: ${resetUrl}\n`,
    html: renderEmailHtml({ heading: 'Reset your password', paragraphs, action: { label: 'Choose a new password', url: resetUrl } }),
  };
}
