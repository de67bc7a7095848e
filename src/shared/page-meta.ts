/** Page titles and descriptions, used by the server (first HTML) and the browser (navigation). */
import { POLICIES_EFFECTIVE_DATE } from './constants';
import { BRAND, homePageMeta, type PageMeta } from './home-page-meta';

export type { PageMeta };

export const pageMeta = {
  home: homePageMeta,
  auth: {
    title: `Sign in or create your account | ${BRAND}`,
    description: 'Sign in to Parley with your email or Google account, or create a free account to start speaking with AI language teachers.',
  },
  forgotPassword: {
    title: `Reset your password | ${BRAND}`,
    description: 'Forgot your Parley password? Enter your email address and we will send you a link to choose a new one.',
  },
  updatePassword: {
    title: `Choose a new password | ${BRAND}`,
    description: 'Set a new password for your Parley account and get back to practising your speaking.',
  },
  emailVerified: {
    title: `Email address confirmed | ${BRAND}`,
    description: 'Your Parley email address is confirmed. Head back to your teachers and keep practising your speaking.',
  },
  success: {
    title: `Payment received | ${BRAND}`,
    description: 'Thank you for subscribing to Parley. We are activating your unlimited conversations with our AI teachers.',
  },
  pricing: {
    title: `Pricing — $9 a month or $75 a year | ${BRAND}`,
    description: 'Unlimited conversations with every Parley AI teacher for $9 a month, or $75 a year and save $33. Start free, no credit card required.',
  },
  privacy: {
    title: `Privacy Policy | ${BRAND}`,
    description: `How Parley collects, uses and protects your data when you practise speaking with our AI language teachers. Effective ${POLICIES_EFFECTIVE_DATE}.`,
  },
  terms: {
    title: `Terms of Service | ${BRAND}`,
    description: `The terms that apply when you use Parley, the AI speaking tutor: eligibility, accounts, subscriptions, acceptable use. Effective ${POLICIES_EFFECTIVE_DATE}.`,
  },
  careers: {
    title: `Careers | ${BRAND}`,
    description: 'Join the small remote team building Parley, the AI speaking tutor that helps nervous learners find their voice in a new language.',
  },
  ourStory: {
    title: `Our Story | ${BRAND}`,
    description: 'Why we built Parley: speaking a new language is scary, and practising with a patient AI teacher makes it less so. Read our story.',
  },
  app: {
    title: `Choose your teacher | ${BRAND}`,
    description: 'Pick an AI teacher and start a spoken conversation: everyday English, IELTS speaking, pronunciation, interviews, writing or Spanish.',
  },
  teacher: {
    title: `Your lesson | ${BRAND}`,
    description: 'A spoken conversation with your Parley AI teacher, with corrections, vocabulary and grammar tips as you go.',
  },
  history: {
    title: `Your conversations | ${BRAND}`,
    description: 'Every conversation you have had with your Parley teachers, newest first. Open one to read it again or carry on where you left off.',
  },
  notebook: {
    title: `Your notebook | ${BRAND}`,
    description: 'The corrections your Parley teachers made and the words you saved, with the better form and a short reason why.',
  },
  review: {
    title: `Review | ${BRAND}`,
    description: 'Practise your saved words and corrections with spaced repetition: recall each one, grade yourself and see when it comes back.',
  },
  progress: {
    title: `Your progress | ${BRAND}`,
    description: 'Your speaking streak, days and minutes practised, messages sent, words learned and corrections reviewed on Parley.',
  },
  today: {
    title: `Today | ${BRAND}`,
    description: 'What to practise today on Parley: your next lesson, the reviews due, a two-minute drill, your daily goal and your streak.',
  },
  placement: {
    title: `Find your level | ${BRAND}`,
    description: 'A short adaptive placement of vocabulary, grammar, listening and speaking that gives your CEFR level per skill, A1 to C1.',
  },
  path: {
    title: `Your path | ${BRAND}`,
    description: 'Your Parley course from your level on: units with can-do goals, spoken lessons with a teacher, and a check to finish each unit.',
  },
  lesson: {
    title: `Lesson | ${BRAND}`,
    description: 'A Parley lesson: hear the model dialogue, say the key phrases aloud, then play the scene with your teacher by voice or text.',
  },
  unitCheck: {
    title: `Unit check | ${BRAND}`,
    description: 'The end-of-unit check of your Parley course: answer the questions to unlock the next unit.',
  },
  manageSubscription: {
    title: `Manage subscription | ${BRAND}`,
    description: 'See your Parley plan, next billing date and payment method, and manage your subscription.',
  },
  admin: {
    title: `Admin panel | ${BRAND}`,
    description: 'Parley administration: users, message counts, subscriptions and admin rights.',
  },
  testCheckout: {
    title: `Test checkout | ${BRAND}`,
    description: 'The local test-mode checkout of a Parley server without a Stripe key. No real payment is taken here.',
  },
  notFound: {
    title: `Page not found | ${BRAND}`,
    description: 'This page does not exist. Head back to Parley to keep practising your speaking.',
  },
} satisfies Record<string, PageMeta>;

export type PageName = keyof typeof pageMeta;

const routePages: Array<[RegExp, PageName]> = [
  [/^\/$/, 'home'],
  [/^\/auth(\/[^/]*)?$/, 'auth'],
  [/^\/forgot-password$/, 'forgotPassword'],
  [/^\/update-password$/, 'updatePassword'],
  [/^\/email-verified$/, 'emailVerified'],
  [/^\/success$/, 'success'],
  [/^\/pricing$/, 'pricing'],
  [/^\/privacy$/, 'privacy'],
  [/^\/terms$/, 'terms'],
  [/^\/careers$/, 'careers'],
  [/^\/our-story$/, 'ourStory'],
  [/^\/app\/?$/, 'app'],
  [/^\/app\/teacher(\/.*)?$/, 'teacher'],
  [/^\/app\/history$/, 'history'],
  [/^\/app\/notebook$/, 'notebook'],
  [/^\/app\/review$/, 'review'],
  [/^\/app\/progress$/, 'progress'],
  [/^\/app\/today$/, 'today'],
  [/^\/app\/placement$/, 'placement'],
  [/^\/app\/path$/, 'path'],
  [/^\/app\/lessons\/[^/]+$/, 'lesson'],
  [/^\/app\/units\/[^/]+\/check$/, 'unitCheck'],
  [/^\/manage-subscription$/, 'manageSubscription'],
  [/^\/admin$/, 'admin'],
  [/^\/test-checkout\/[^/]+$/, 'testCheckout'],
  [/^\/test-billing-portal$/, 'testCheckout'],
];

/** Which page a path shows (`notFound` for none). */
export function pageNameForPath(pathname: string): PageName {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routePages.find(([pattern]) => pattern.test(path))?.[1] ?? 'notFound';
}

export function metaForPath(pathname: string): PageMeta {
  return pageMeta[pageNameForPath(pathname)];
}
