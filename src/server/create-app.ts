/** Assembles the HTTP app: security headers, body limits, auth, API resources and the web app. */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { CLIENT_IP_HEADER, clientIpFrom } from './auth/client-ip';
import { AUTH_BASE_PATH } from './auth/create-auth';
import { SESSION_ENDING_AUTH_PATHS } from './auth/session-reader';
import { throttleFailedSignIns } from './auth/throttle-failed-sign-ins';
import { trustedOriginsFor } from './auth/trusted-origins';
import { chatRoutes } from './features/chat/chat.routes';
import { accountDataRoutes } from './features/account-data/account-data.routes';
import { conversationsRoutes } from './features/conversations/conversations.routes';
import { scriptLinesRoutes } from './features/conversations/script-lines.routes';
import { learnerProfileRoutes } from './features/learner-profile/learner-profile.routes';
import { notebookRoutes } from './features/notebook/notebook.routes';
import { vocabularyRoutes } from './features/vocabulary/vocabulary.routes';
import { progressRoutes } from './features/progress/progress.routes';
import { reviewRoutes } from './features/review/review.routes';
import { courseRoutes } from './features/course/course.routes';
import { showLessonCardIn } from './features/course/public';
import { placementRoutes } from './features/placement/placement.routes';
import { todayRoutes } from './features/today/today.routes';
import { remindersRoutes } from './features/reminders/reminders.routes';
import { adminUsersRoutes } from './features/admin-users/admin-users.routes';
import { adminUsageRoutes } from './features/admin-usage/admin-usage.routes';
import { checkoutRoutes } from './features/billing/checkout.routes';
import { customerPortalRoutes } from './features/billing/customer-portal.routes';
import { stripeWebhookRoutes } from './features/billing/stripe-webhook.routes';
import { testBillingRoutes } from './features/billing/test-billing.routes';
import { subscriptionEventsRoutes } from './features/subscriptions/subscription-events.routes';
import { demoRoutes } from './features/demo/demo.routes';
import { seoRoutes } from './features/seo/seo.routes';
import { healthRoutes } from './features/health/health.routes';
import { profilesRoutes } from './features/profiles/profiles.routes';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes';
import { speechRoutes } from './features/speech/speech.routes';
import { teachersRoutes } from './features/teachers/teachers.routes';
import { limitAudioBodySize } from './features/transcription/limit-audio-body-size';
import { transcribeRoutes } from './features/transcription/transcribe.routes';
import { pronunciationRoutes } from './features/pronunciation/public';
import { voiceSettingsRoutes } from './features/voice-settings/voice-settings.routes';
import type { AppDeps, AppEnv } from './http/app-env';
import { handleError } from './http/handle-error';
import { errorMessageFor } from './http/localize-error';
import { localizeAuthError } from './auth/localize-auth-error';
import { observeRequests } from './http/observe-requests';
import { limitBodySize, limitWebhookBodySize } from './http/limit-body-size';
import { takesAudioUpload } from './http/audio-upload-paths';
import { refuseWhileDraining } from './http/drain';
import { refuseUnstorableText } from './http/refuse-unstorable-text';
import { requestLocale } from './http/request-locale';
import { requireSameOrigin } from './http/require-same-origin';
import { serveWebApp } from './http/serve-web-app';
import { publicConfigFrom } from './config/public-config';
import { readSpendToday } from './features/usage/public';
import { metricsRoutes } from './metrics/metrics.routes';
import { setScrapeSources } from './metrics/metrics';
import { BoundedWorkerPool } from './workers/bounded-worker-pool';

const compressText = compress();

export function createApp(deps: AppDeps, options: { webRoot: string }) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  // The configured referral script is the only third-party code the page may load.
  const referralOrigins = deps.env.REFERRAL_SCRIPT_URL ? [new URL(deps.env.REFERRAL_SCRIPT_URL).origin] : [];

  if (deps.env.METRICS_TOKEN) setScrapeSources(scrapeSourcesFor(deps));
  app.use('*', observeRequests);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('clientIp', clientIpFrom({ socketAddress: safeRemoteAddress(c), forwardedFor: c.req.header('x-forwarded-for'), trustProxy: deps.env.TRUST_PROXY, proxyHops: deps.env.TRUST_PROXY_HOPS }));
    await next();
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' compiles WebAssembly (the speech model in the browser, ADR 032), not strings.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...referralOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        connectSrc: ["'self'", ...referralOrigins],
        fontSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: { microphone: ['self'], camera: [], geolocation: [] },
    }),
  );
  // Text responses are compressed; streamed replies and audio are left alone so they flow immediately.
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' || c.req.path.startsWith('/functions/') || c.req.path.endsWith('/events')) return next();
    return compressText(c, next);
  });
  app.use('/api/*', (c, next) => (takesAudioUpload(c.req.path) ? limitAudioBodySize(c, next) : limitBodySize(c, next)));
  app.use('/functions/*', (c, next) => {
    if (c.req.path.startsWith('/functions/v1/stripe-webhook')) return limitWebhookBodySize(c, next);
    if (takesAudioUpload(c.req.path)) return limitAudioBodySize(c, next);
    return limitBodySize(c, next);
  });
  // Readers of JSON bodies refuse unstorable text themselves (read-json-body.ts); Better Auth reads its own.
  app.use('*', refuseUnstorableText({ checkBodyOf: (path) => path.startsWith(`${AUTH_BASE_PATH}/`) }));
  const sameOriginOnly = requireSameOrigin(trustedOriginsFor(deps.env));
  app.use('/api/*', sameOriginOnly);
  app.use('/functions/*', sameOriginOnly);

  // Scraped while draining too: a restart is worth watching.
  app.route('/metrics', metricsRoutes);
  app.use('*', refuseWhileDraining);
  app.route('/healthz', healthRoutes);
  app.route('/', seoRoutes);

  app.post(`${AUTH_BASE_PATH}/sign-in/email`, throttleFailedSignIns);
  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, async (c) => {
    // Rate limits key on the real peer address; never on a header the client chose.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    const response = await localizeAuthError(await deps.auth.handler(new Request(c.req.raw, { headers })), requestLocale(c));
    // A signed-out or revoked session stops in this process at once, not when its remembered read lapses.
    if (SESSION_ENDING_AUTH_PATHS.has(c.req.path.slice(AUTH_BASE_PATH.length))) deps.sessions.forgetCaller(c.req.header('cookie'));
    return response;
  });

  app.route('/api/me', profilesRoutes);
  app.route('/api/me', subscriptionsRoutes);
  app.route('/api/me', subscriptionEventsRoutes);
  app.route('/api/teachers', teachersRoutes);
  app.route('/api/me/voice-settings', voiceSettingsRoutes);
  app.route('/api/conversations', conversationsRoutes);
  app.route('/api/script-lines', scriptLinesRoutes);
  app.route('/api/learner-profile', learnerProfileRoutes);
  app.route('/api/notebook', notebookRoutes(showLessonCardIn));
  app.route('/api/vocabulary', vocabularyRoutes);
  app.route('/api/review', reviewRoutes(showLessonCardIn));
  app.route('/api/progress', progressRoutes);
  app.route('/api/course', courseRoutes);
  app.route('/api/placement', placementRoutes);
  app.route('/api/today', todayRoutes);
  app.route('/api/reminders', remindersRoutes);
  app.route('/api/account', accountDataRoutes);
  app.route('/functions/v1/chat', chatRoutes);
  app.route('/functions/v1/demo-session', demoRoutes);
  app.route('/functions/v1/checkout', checkoutRoutes);
  app.route('/functions/v1/stripe-webhook', stripeWebhookRoutes(deps.stripe, deps.env.STRIPE_WEBHOOK_SECRET));
  app.route('/functions/v1/customer-portal', customerPortalRoutes);
  app.route('/functions/v1/test-billing', testBillingRoutes);
  app.route('/functions/v1/admin-users', adminUsersRoutes);
  app.route('/api/admin/usage', adminUsageRoutes);
  app.route('/functions/v1/speech', speechRoutes);
  app.route('/functions/v1/text-to-speech', speechRoutes);
  app.route('/functions/v1/transcribe', transcribeRoutes);
  app.route('/functions/v1/pronunciation', pronunciationRoutes);
  app.all('/functions/*', (c) => c.json({ error: errorMessageFor(c, 'Not found'), code: 'not_found' }, 404));
  app.all('/api/*', (c) => c.json({ error: errorMessageFor(c, 'Not found'), code: 'not_found' }, 404));

  app.route('/', serveWebApp(options.webRoot, publicConfigFrom(deps), deps.env.APP_URL));
  return app;
}

/** What /metrics reads at scrape time; scrapes at the same moment share one read of the spend. */
function scrapeSourcesFor(deps: AppDeps) {
  let spend: Promise<Map<string, number>> | undefined;
  return {
    workerPools: () => BoundedWorkerPool.open,
    databasePool: () => {
      const pool = deps.database.pool;
      return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
    },
    spendToday: () => {
      spend ??= readSpendToday(deps.db).finally(() => {
        spend = undefined;
      });
      return spend;
    },
  };
}

function safeRemoteAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}
