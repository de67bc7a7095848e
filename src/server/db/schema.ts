/** Every table and view, for Drizzle's relational queries and the auth adapter. */
export * from './schema/auth';
export * from './schema/demo-sessions';
export * from './schema/local-billing';
export * from './schema/request-counters';
export * from './schema/stripe';
export * from './schema/teachers';
export * from './schema/user-profiles';
export * from './schema/usage';
export * from './schema/voice-settings';
export * from './schema/conversations';
export * from './schema/notebook';
export * from './schema/learner-profiles';
export * from './schema/practice-days';
export * from './schema/pronunciation-attempts';
export * from './schema/course';
export * from './schema/daily-plans';
export * from './schema/learner-pauses';
