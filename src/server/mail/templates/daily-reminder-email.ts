/** The opt-in daily reminder (ADR 030): the learner's next lesson, reviews due, goal and streak, and a one-click way out. */
import type { TodayDto } from '#/shared/api/today';
import { DEFAULT_LOCALE, type Locale } from '#/shared/i18n/locales';
import { mailText } from '../mail-text';
import type { MailMessage } from '../mailer';
import { renderEmailHtml } from './email-layout';

function nextLessonLine(today: TodayDto, locale: Locale): string {
  const next = today.next_lesson;
  if (!next) return mailText(locale, 'reminderPathFinished', { language: today.language });
  const isUpgrade = next.status === 'upgrade';
  if (next.kind === 'check') return mailText(locale, isUpgrade ? 'reminderNextCheckUpgrade' : 'reminderNextCheck', { unit: next.unit_title });
  return mailText(locale, isUpgrade ? 'reminderNextLessonUpgrade' : 'reminderNextLesson', { title: next.title, unit: next.unit_title });
}

function reviewsLine(reviewsDue: number, locale: Locale): string {
  return reviewsDue === 0 ? mailText(locale, 'reminderNoReviews') : mailText(locale, 'reminderReviewsDue', { count: reviewsDue });
}

function goalLine(today: TodayDto, locale: Locale): string {
  return today.streak_days === 0
    ? mailText(locale, 'reminderGoalStartStreak', { minutes: today.goal_minutes })
    : mailText(locale, 'reminderGoalKeepStreak', { minutes: today.goal_minutes, days: today.streak_days });
}

/** locale: the learner's interface language (`today` carries the lesson and unit titles in it, translated as course data). */
export function dailyReminderEmail(options: { to: string; name: string; today: TodayDto; appUrl: string; unsubscribeUrl: string; locale?: Locale }): MailMessage {
  const { today, appUrl, unsubscribeUrl, locale = DEFAULT_LOCALE } = options;
  const todayUrl = `${appUrl}/app/today`;
  const greeting = options.name ? mailText(locale, 'hiNamed', { name: options.name }) : mailText(locale, 'hiThere');
  const paragraphs = [greeting, nextLessonLine(today, locale), reviewsLine(today.reviews_due, locale), goalLine(today, locale)];
  const why = mailText(locale, 'reminderWhy');
  return {
    to: options.to,
    subject: mailText(locale, 'reminderSubject', { language: today.language }),
    text: `${paragraphs.join('\n\n')}\n\n${mailText(locale, 'reminderOpenTodayTextLink', { url: todayUrl })}\n\n--\n${why}\n${mailText(locale, 'reminderStopTextLink', { url: unsubscribeUrl })}\n`,
    html: renderEmailHtml({
      locale,
      heading: mailText(locale, 'reminderHeading'),
      paragraphs,
      action: { label: mailText(locale, 'reminderOpenToday'), url: todayUrl },
      footnote: { text: why, link: { label: mailText(locale, 'reminderStop'), url: unsubscribeUrl } },
    }),
    // RFC 2369 and RFC 8058: mail clients offer their own one-click unsubscribe, which POSTs to this address.
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
