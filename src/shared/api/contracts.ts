/**
 * Every API route Parley serves (Better Auth's /api/auth/* aside), keyed by method and path exactly as the
 * server registers them: what it reads and what it answers. The server validates requests with these
 * schemas; the browser takes its types from them and checks responses in development (web/lib/api-client).
 * A route missing here fails tests/api/api-contracts.test.ts.
 */
import type { z } from 'zod';
import { accountExportSchema, deleteAccountSchema } from './account-data';
import { reportedCorrectionsSchema, usageQuerySchema, usageSummarySchema } from './admin-usage';
import { adminUsersPageSchema, listUsersQuerySchema, toggleAdminBodySchema, toggleAdminResponseSchema } from './admin-users';
import { checkoutRequestSchema, okSchema, redirectUrlSchema, testCheckoutPaidSchema, testCheckoutSchema, webhookReceivedSchema } from './billing';
import { chatCompletionSchema, chatRequestSchema } from './chat';
import { conversationListQuerySchema, conversationMessagesQuerySchema, conversationPageSchema, conversationWithMessagesSchema, scriptLineRequestSchema, scriptLineStoredSchema } from './conversations';
import { demoStateSchema } from './demo';
import { deletedSchema } from './error';
import { healthSchema } from './health';
import { learnerProfileSchema, learnerProfileUpdateSchema } from './learner-profile';
import { correctionReportedResponseSchema, notebookListQuerySchema, notebookListResponseSchema, notebookWordSchema, wordSavedResponseSchema } from './notebook';
import { isAdminResponseSchema, preferencesUpdateSchema, profileResponseSchema } from './profiles';
import { progressSchema } from './progress';
import { canDoReachedSchema, courseLanguageQuerySchema, enrolRequestSchema, lessonPronunciationRequestSchema, lessonRunSchema, lessonSchema, lessonTurnRequestSchema, lessonTurnResponseSchema, pathSchema, unitCheckAnswersSchema, unitCheckResultSchema, unitCheckSchema } from './course';
import { dailyGoalRequestSchema, dailyGoalSchema, todaySchema } from './today';
import { reminderSettingsRequestSchema, reminderSettingsSchema, unsubscribedSchema, unsubscribeQuerySchema } from './reminders';
import { placementFinishRequestSchema, placementLatestSchema, placementNextRequestSchema, placementNextResponseSchema, placementResultSchema } from './placement';
import { dueCountResponseSchema, reviewGradedResponseSchema, reviewGradeSchema, reviewSessionSchema } from './review';
import { subscriptionResponseSchema } from './subscription';
import { teacherListResponseSchema, teacherResponseSchema } from './teachers';
import { pronunciationQuerySchema, pronunciationSchema } from './pronunciation';
import { transcribeQuerySchema, transcriptionSchema } from './transcription';
import { learnerPausesRequestSchema, learnerPausesResponseSchema, voiceSettingsRequestSchema, voiceSettingsResponseSchema } from './voice-settings';
import { speechRequestSchema } from './speech';
import { vocabularyRequestSchema, vocabularyResponseSchema } from './vocabulary';

export type ApiContract = {
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON a successful call answers; errors answer apiErrorSchema (./error). */
  response?: z.ZodType;
  /** Set when the answer is not JSON: audio bytes, a stream of Server-Sent Events, or a page. */
  produces?: 'audio' | 'event-stream' | 'html';
};

export const apiContracts = {
  'GET /healthz': { response: healthSchema },

  'GET /api/me/profile': { response: profileResponseSchema },
  'PUT /api/me/preferences': { body: preferencesUpdateSchema, response: profileResponseSchema },
  'GET /api/me/is-admin': { response: isAdminResponseSchema },
  'GET /api/me/subscription': { response: subscriptionResponseSchema },
  /** Events 'ready' and 'subscription-changes' ({ table: 'stripe_subscriptions' }). */
  'GET /api/me/subscription/events': { produces: 'event-stream' },
  'GET /api/me/voice-settings': { response: voiceSettingsResponseSchema },
  'PUT /api/me/voice-settings': { body: voiceSettingsRequestSchema, response: voiceSettingsResponseSchema },
  'POST /api/me/voice-settings/pauses': { body: learnerPausesRequestSchema, response: learnerPausesResponseSchema },

  'GET /api/teachers': { response: teacherListResponseSchema },
  'GET /api/teachers/:slug': { response: teacherResponseSchema },

  'GET /api/conversations': { query: conversationListQuerySchema, response: conversationPageSchema },
  'GET /api/conversations/:id': { query: conversationMessagesQuerySchema, response: conversationWithMessagesSchema },
  'DELETE /api/conversations/:id': { response: deletedSchema },
  /** A teacher's scripted line (interview opening or question, writing start), named by kind: no model call, not counted. */
  'POST /api/script-lines': { body: scriptLineRequestSchema, response: scriptLineStoredSchema },
  /** Exit Interview: the conversation goes on as an ordinary one, also after a reload. */
  'POST /api/conversations/:id/end-interview': { response: okSchema },

  'GET /api/learner-profile': { response: learnerProfileSchema },
  'PUT /api/learner-profile': { body: learnerProfileUpdateSchema, response: learnerProfileSchema },
  'DELETE /api/learner-profile/facts/:id': { response: learnerProfileSchema },

  'GET /api/notebook': { query: notebookListQuerySchema, response: notebookListResponseSchema },
  'POST /api/notebook/words': { body: notebookWordSchema, response: wordSavedResponseSchema },
  'DELETE /api/notebook/:id': { response: deletedSchema },
  /** "That's not right": the correction leaves the Notebook and Review, and the report is kept for the admin panel. */
  'POST /api/notebook/reports/:id': { response: correctionReportedResponseSchema },

  /** The words worth learning in a teacher's message, at the learner's level, each with its sentence. */
  'POST /api/vocabulary': { body: vocabularyRequestSchema, response: vocabularyResponseSchema },

  'GET /api/review': { response: reviewSessionSchema },
  'GET /api/review/due-count': { response: dueCountResponseSchema },
  'POST /api/review/:id': { body: reviewGradeSchema, response: reviewGradedResponseSchema },

  'GET /api/progress': { response: progressSchema },

  'GET /api/course/path': { query: courseLanguageQuerySchema, response: pathSchema },
  /** The learner overrules the level their path starts at. */
  'PUT /api/course/level': { body: enrolRequestSchema, response: pathSchema },
  'GET /api/course/can-do': { response: canDoReachedSchema },
  'GET /api/course/lessons/:id': { response: lessonSchema },
  /** Starts a run of the lesson, or answers the unfinished one. */
  'POST /api/course/lessons/:id/runs': { response: lessonSchema },
  'POST /api/course/lessons/:id/turn': { body: lessonTurnRequestSchema, response: lessonTurnResponseSchema },
  'POST /api/course/lessons/:id/pronunciation': { body: lessonPronunciationRequestSchema, response: lessonRunSchema },
  /** A lesson's phrase said aloud: a WAV body, checked as /functions/v1/pronunciation checks a reading. */
  'POST /api/course/lessons/:id/phrases/check': { query: pronunciationQuerySchema, response: pronunciationSchema },
  'GET /api/course/units/:id/check': { response: unitCheckSchema },
  'POST /api/course/units/:id/check': { body: unitCheckAnswersSchema, response: unitCheckResultSchema },

  'POST /api/placement/next': { body: placementNextRequestSchema, response: placementNextResponseSchema },
  'POST /api/placement/finish': { body: placementFinishRequestSchema, response: placementResultSchema },
  'GET /api/placement/result': { query: courseLanguageQuerySchema, response: placementLatestSchema },
  'GET /api/today': { query: courseLanguageQuerySchema, response: todaySchema },
  'PUT /api/today/goal': { body: dailyGoalRequestSchema, response: dailyGoalSchema },
  'GET /api/reminders': { response: reminderSettingsSchema },
  'PUT /api/reminders': { body: reminderSettingsRequestSchema, response: reminderSettingsSchema },
  /** The emailed link, signed out: a small HTML page (200 unsubscribed, 404 an unknown link that changed nothing). */
  'GET /api/reminders/unsubscribe': { query: unsubscribeQuerySchema, produces: 'html' },
  /** RFC 8058 one-click, sent by mail clients from the List-Unsubscribe header. */
  'POST /api/reminders/unsubscribe': { query: unsubscribeQuerySchema, response: unsubscribedSchema },

  'GET /api/account/export': { response: accountExportSchema },
  'DELETE /api/account': { body: deleteAccountSchema, response: deletedSchema },

  /** With stream: true the answer is Server-Sent Events instead (chatStream*Schema in ./chat). */
  'POST /functions/v1/chat': { body: chatRequestSchema, response: chatCompletionSchema },
  'GET /functions/v1/demo-session': { response: demoStateSchema },
  'POST /functions/v1/demo-session': { response: demoStateSchema },

  'POST /functions/v1/checkout': { body: checkoutRequestSchema, response: redirectUrlSchema },
  'POST /functions/v1/customer-portal': { response: redirectUrlSchema },
  'POST /functions/v1/stripe-webhook': { response: webhookReceivedSchema },
  'GET /functions/v1/test-billing/checkouts/:id': { response: testCheckoutSchema },
  'POST /functions/v1/test-billing/checkouts/:id/pay': { response: testCheckoutPaidSchema },
  'POST /functions/v1/test-billing/portal/:action': { response: okSchema },

  'GET /functions/v1/admin-users': { query: listUsersQuerySchema, response: adminUsersPageSchema },
  'POST /functions/v1/admin-users': { body: toggleAdminBodySchema, response: toggleAdminResponseSchema },
  'GET /api/admin/usage': { query: usageQuerySchema, response: usageSummarySchema },
  'GET /api/admin/usage/reported-corrections': { response: reportedCorrectionsSchema },

  'POST /functions/v1/speech': { body: speechRequestSchema, produces: 'audio' },
  'POST /functions/v1/text-to-speech': { body: speechRequestSchema, produces: 'audio' },
  'POST /functions/v1/transcribe': { query: transcribeQuerySchema, response: transcriptionSchema },
  'POST /functions/v1/pronunciation': { query: pronunciationQuerySchema, response: pronunciationSchema },
} as const satisfies Record<string, ApiContract>;

export type ApiContracts = typeof apiContracts;
export type ApiRoute = keyof ApiContracts;
/** Routes whose answer is JSON: the ones the browser's apiRequest reaches. */
export type JsonApiRoute = { [R in ApiRoute]: ApiContracts[R] extends { response: z.ZodType } ? R : never }[ApiRoute];
export type ResponseOf<R extends JsonApiRoute> = ApiContracts[R] extends { response: infer S extends z.ZodType } ? z.infer<S> : never;
export type BodyOf<R extends ApiRoute> = ApiContracts[R] extends { body: infer S extends z.ZodType } ? z.input<S> : undefined;
