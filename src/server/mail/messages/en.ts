/** Parley's emails (src/server/mail/templates) and the page an emailed unsubscribe link opens. */
export default {
  tagline: 'Parley — speak with confidence.',
  hiNamed: 'Hi {name},',
  hiThere: 'Hi there,',

  verifySubject: 'Confirm your email address for Parley',
  verifyHeading: 'Confirm your email address',
  verifyIntro: 'Please confirm that this is your email address by opening the link below.',
  verifyMeantime: 'You can keep using Parley in the meantime. If you did not create a Parley account, ignore this email.',
  verifyAction: 'Confirm my email address',
  verifyTextLink: 'Confirm your email address: {url}',

  resetSubject: 'Reset your Parley password',
  resetHeading: 'Reset your password',
  resetRequested: 'We received a request to reset the password of your Parley account.',
  resetInstructions:
    'Open the link below to choose a new password. It works once and expires in one hour. If you did not ask for this, you can ignore this email: your password stays the same.',
  resetAction: 'Choose a new password',
  resetTextLink: 'Reset your password: {url}',

  welcomeSubject: 'Welcome to Parley',
  welcomeHeading: 'Welcome to Parley',
  welcomeIntro:
    'Welcome to Parley! Your account is ready. Sign in and pick a teacher: say hello out loud or type, and your teacher will answer, correct gently and suggest new words.',
  welcomeFreeMessages: 'Your free account includes {count, plural, one {# message} other {# messages}} so you can try a real conversation. No credit card is required.',
  welcomeAction: 'Sign in and start speaking',
  welcomeTextLink: 'Sign in: {url}',

  reminderSubject: 'Your {language, select, es {Spanish} other {English}} for today on Parley',
  reminderHeading: 'Time for today’s practice',
  reminderPathFinished: "You've finished your {language, select, es {Spanish} other {English}} path. A conversation with a teacher keeps it fresh.",
  reminderNextLesson: 'Next on your path: “{title}” ({unit}).',
  reminderNextLessonUpgrade: 'Next on your path: “{title}” ({unit}), which comes with a subscription.',
  reminderNextCheck: 'Next on your path: the check at the end of “{unit}”.',
  reminderNextCheckUpgrade: 'Next on your path: the check at the end of “{unit}”, which comes with a subscription.',
  reminderNoReviews: 'No reviews are due: your notebook is up to date.',
  reminderReviewsDue: '{count, plural, one {# note is} other {# notes are}} due for review.',
  reminderGoalStartStreak: 'Your goal is {minutes, plural, one {# minute} other {# minutes}} a day. Practise today to start a streak.',
  reminderGoalKeepStreak:
    'Your goal is {minutes, plural, one {# minute} other {# minutes}} a day. Your streak is {days, plural, one {# day} other {# days}}: practise today to keep it going.',
  reminderWhy: 'You get this email because you turned on the daily reminder in Parley.',
  reminderOpenToday: 'Open Today',
  reminderOpenTodayTextLink: 'Open Today: {url}',
  reminderStop: 'Stop these reminders',
  reminderStopTextLink: 'Stop these reminders: {url}',

  unsubscribedTitle: 'Daily reminders are off · Parley',
  unsubscribedHeading: 'Daily reminders are off',
  unsubscribedBody: "You won't get daily reminders any more. Your lessons, reviews and streak stay just as they were.",
  unsubscribedLink: 'Turn them back on in Today',
  unknownLinkTitle: 'Link not recognised · Parley',
  unknownLinkHeading: "We don't recognise this link",
  unknownLinkBody: 'Nothing was changed. The link may be incomplete: open it straight from the email, or turn the daily reminder off in Today.',
  unknownLinkAction: 'Open Today',
} as const;
