import type { MailMessage } from '../mailer';
import { renderEmailHtml } from './email-layout';

export function welcomeEmail(to: string, name: string, appUrl: string): MailMessage {
  const greeting = name ? `Hi ${name},` : 'Hi there,';
  const paragraphs = [
    greeting,
    'Welcome to Parley! Your account is ready. Sign in and pick a teacher: say hello out loud or type, and your teacher will answer, correct gently and suggest new words.',
    'Your free account includes 2 messages so you can try a real conversation. No credit card is required.',
  ];
  const signInUrl = `${appUrl}/auth/signin`;
  return {
    to,
    subject: 'Welcome to Parley',
    text: `${paragraphs.join('\n\n')}\n\nSign in: ${signInUrl}\n`,
    html: renderEmailHtml({ heading: 'Welcome to Parley', paragraphs, action: { label: 'Sign in and start speaking', url: signInUrl } }),
  };
}
