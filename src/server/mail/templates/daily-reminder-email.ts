/** The opt-in daily reminder (ADR 030): the learner's next lesson, reviews due, goal and streak, and a one-click way out. */
import type { TodayDto } from '#/shared/api/today';
import type { MailMessage } from '../mailer';
import { renderEmailHtml } from './email-layout';

const LANGUAGE_NAMES: Record<TodayDto['language'], string> = { en: 'English', es: 'Spanish' };
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function nextLessonLine(today: TodayDto): string {
  const next = today.next_lesson;
  if (!next) return `You've finished your ${LANGUAGE_NAMES[today.language]} path. A conversation with a teacher keeps it fresh.`;
  const what = next.kind === 'check' ? `the check at the end of “${next.unit_title}”` : `“${next.title}” (${next.unit_title})`;
  return next.status === 'upgrade' ? `Next on your path: ${what}, which comes with a subscription.` : `Next on your path: ${what}.`;
}

function reviewsLine(reviewsDue: number): string {
  return reviewsDue === 0 ? 'No reviews are due: your notebook is up to date.' : `${count(reviewsDue, 'note is', 'notes are')} due for review.`;
}

function goalLine(today: TodayDto): string {
  const goal = `Your goal is ${count(today.goal_minutes, 'minute', 'minutes')} a day.`;
  return today.streak_days === 0 ? `${goal} Practise today to start a streak.` : `${goal} Your streak is ${count(today.streak_days, 'day', 'days')}: practise today to keep it going.`;
}

export function dailyReminderEmail(options: { to: string; name: string; today: TodayDto; appUrl: string; unsubscribeUrl: string }): MailMessage {
  const { today, appUrl, unsubscribeUrl } = options;
  const todayUrl = `${appUrl}/app/today`;
  const paragraphs = [options.name ? `Hi ${options.name},` : 'Hi there,', nextLessonLine(today), reviewsLine(today.reviews_due), goalLine(today)];
  const why = 'You get this email because you turned on the daily reminder in Parley.';
  return {
    to: options.to,
    subject: `Your ${LANGUAGE_NAMES[today.language]} for today on Parley`,
    text: `${paragraphs.join('\n\n')}\n\nOpen Today: ${todayUrl}\n\n--\n${why}\nStop these reminders: ${unsubscribeUrl}\n`,
    html: renderEmailHtml({
      heading: 'Time for today’s practice',
      paragraphs,
      action: { label: 'Open Today', url: todayUrl },
      footnote: { text: why, link: { label: 'Stop these reminders', url: unsubscribeUrl } },
    }),
    // RFC 2369 and RFC 8058: mail clients offer their own one-click unsubscribe, which POSTs to this address.
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
