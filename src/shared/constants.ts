/** Business constants (prices, limits, defaults), shared by server and browser. Never restate one of these elsewhere. */

export const FREE_MESSAGE_LIMIT = 2;
export const DEMO_MESSAGE_LIMIT = 2;

/** Minimum password length the checks enforce; the copy and input attributes say 8. */
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_PASSWORD_LENGTH_IN_COPY = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** A name goes into emails and the admin table: long enough for any real name, too short for a letter. */
export const MAX_NAME_LENGTH = 100;
/** Where the link in the verification email lands. */
export const EMAIL_VERIFIED_PATH = '/email-verified';

export const SESSION_FETCH_TIMEOUT_MS = 8_000;
export const PROFILE_FETCH_TIMEOUT_MS = 5_000;
export const USER_FETCH_DURING_PROFILE_CREATION_TIMEOUT_MS = 3_000;
export const DEFAULT_TIMEOUT_MS = 10_000;

export const SPEECH_AUTO_SUBMIT_DELAY_MS = 1_500;
export const INTRO_DELAY_MS = 1_000;
export const REDIRECT_AFTER_PASSWORD_UPDATE_MS = 700;
/** The landing form's 'You'll be redirected to the app in a moment...' pause. */
export const REDIRECT_AFTER_LANDING_SIGNUP_MS = 1_500;
export const VIDEO_AUTOPLAY_VISIBLE_RATIO = 0.5;

export const DEFAULT_SPEECH_RECOGNITION_LANGUAGE = 'en-US';
export const PLAYBACK_SPEED_NORMAL = 1;
export const PLAYBACK_SPEED_SLOW = 0.5;

export const INTERVIEW_QUESTION_COUNT = 10;
export const INTERVIEW_FEEDBACK_MAX_SENTENCES = 5;
export const LONG_ANSWER_MAX_SENTENCES = 15;
export const LONG_ANSWER_TOKEN_CAP = 1_500;
export const DEFAULT_TOKEN_CAP = 500;

export const SPECIALTIES_PER_CARD = 3;
export const FEEDBACK_TEXT_CLIP = 200;
export const VOCABULARY_KEPT = 8;
export const GRAMMAR_TIPS_MAX = 4;

export const PAYMENT_PROGRESS_BAR_MS = 60_000;
export const PAYMENT_ELAPSED_COLOUR_STEPS_MS = [15_000, 30_000] as const;
export const PAYMENT_HELP_AFTER_MS = 45_000;
export const PAYMENT_STATUS_COPY_STEPS_MS = [10_000, 30_000] as const;

export const SUPPORT_RESPONSE_CLAIM = 'Response time: Usually within 24 hours';
export const REFERRAL_COOKIE_NAME = 'affonso_referral';
export const REFERRAL_COOKIE_DAYS = 30;

export const TOKEN_REFRESH_BACKOFF_START_MS = 200;

/** The teacher who greets visitors in the landing-page demo . */
export const DEMO_TEACHER_SLUG = 'sophia';
export const GENERAL_CONVERSATION_TOPIC = 'General Conversation';

export const CURRENCY = 'USD';
export const POLICIES_EFFECTIVE_DATE = 'June 18, 2025';
/** Parley's support mailbox: the default SUPPORT_URL and the address the policy pages and support emails name. */
export const SUPPORT_EMAIL = 'support@parley.app';
export const MINIMUM_AGE = 13;
