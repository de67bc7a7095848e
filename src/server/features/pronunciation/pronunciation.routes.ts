/**
 * POST /functions/v1/pronunciation?teacher_slug=&text=&duration_ms=[&instead_of=]: the learner reads `text` aloud (a
 * 16-bit PCM WAV body, or what the configured engine reads; at most 30 s) → each word's verdict (ADR 019). The same audio gate as
 * /functions/v1/transcribe: bad input is refused first, only callers who may still send a message are
 * heard (a lesson's phrases through course/, a free account's included lesson too: ReadingAdmission), demo visitors are rate-limited per address, and the seconds count against the daily budget and
 * in the usage ledger; a signed-in learner's check is kept (words and verdicts, not audio) for Progress.
 */
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Database } from '../../db/client';
import { DEMO_TEACHER_SLUG } from '#/shared/constants';
import { MAX_PRONUNCIATION_SECONDS, type PronunciationAssessment, pronunciationQuerySchema } from '#/shared/api/pronunciation';
import { teachers } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { resolveCaller } from '../../http/resolve-caller';
import { admitDemoVisitor, DEMO_USES } from '../demo/public';
import { recordPronunciationAttempt } from '../progress/public';
import { assertCanStillSendMessage, readAudioUpload } from '../transcription/public';
import { type CallerPlan, findCallerPlan, ownerFromCaller, reserveTranscription, type UsageOwner } from '../usage/public';
import { WorkerBusyError } from '../../workers/worker-busy-error';
import { ListeningShareError } from './listening-queue';
import { listeningBusyMessage } from './pocketsphinx-assessor';
import { pronunciationAssessorFor } from './pronunciation-assessor-for';
import { recordPronunciationUsage } from './record-pronunciation-usage';

/**
 * How a reading is let through, where a feature hears readings of its own (a lesson's phrases, course/): `admit` runs
 * once the text is valid (and may refuse it), `planOf` gives the plan its seconds are counted on (by default, only a
 * caller who may still send a message is heard).
 */
export type ReadingAdmission = { admit?: (text: string) => Promise<void>; planOf?: (db: Database, owner: UsageOwner) => Promise<CallerPlan> };

/** A lesson's phrase is heard on the caller's plan, a free account's within the free allowance even once its messages are used. */
export async function planForIncludedWork(db: Database, owner: UsageOwner): Promise<CallerPlan> {
  return (await findCallerPlan(db, owner)) === 'subscriber' ? 'subscriber' : 'free';
}

export const pronunciationRoutes = new Hono<AppEnv>().post('/', resolveCaller, (c) => answerReading(c));

/** Hears the reading in the request and answers each word's verdict (the route above, and a lesson's phrases). */
export async function answerReading(c: Context<AppEnv>, admission: ReadingAdmission = {}): Promise<Response> {
  const { db, env } = c.var.deps;
  const caller = c.var.caller;
  const slug = pronunciationQuerySchema.shape.teacher_slug.safeParse(c.req.query('teacher_slug')).data ?? '';
  const [teacher] = await db.select({ slug: teachers.slug, name: teachers.name, language: teachers.language }).from(teachers).where(eq(teachers.slug, slug)).limit(1);
  if (!teacher) throw new AppError('unknown_teacher', 'teacher_slug must name a teacher.', 400);
  if (caller.kind === 'demo' && teacher.slug !== DEMO_TEACHER_SLUG) throw new AppError('demo_teacher_only', DEMO_USES.pronunciation.otherTeacher, 403);
  if (!(teacher.language || 'en-US').toLowerCase().startsWith('en')) throw new AppError('english_only', 'Pronunciation checks are in English only.', 400);
  const text = pronunciationQuerySchema.shape.text.safeParse(c.req.query('text') ?? '');
  if (!text.success) throw new AppError('invalid_text', text.error.issues[0]!.message, 400);
  // A hint, not the reading: what the learner wrote may hold what the check cannot read (digits, accents), and is then left out.
  const insteadOf = pronunciationQuerySchema.shape.instead_of.safeParse(c.req.query('instead_of'));
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const assessor = pronunciationAssessorFor(env);
  if (!assessor.audioTypes.includes(contentType)) throw new AppError('unsupported_audio', assessor.audioTypesMessage, 415);
  const declared = pronunciationQuerySchema.shape.duration_ms.safeParse(c.req.query('duration_ms') ?? undefined);
  if (!declared.success) throw new AppError('invalid_duration', declared.error.issues[0]!.message, 400);
  const audio = await readAudioUpload(c);
  if (audio.seconds > MAX_PRONUNCIATION_SECONDS) throw new AppError('invalid_duration', { key: 'recordingTooLong', values: { seconds: MAX_PRONUNCIATION_SECONDS } }, 400);
  const owner = ownerFromCaller(caller);
  await admission.admit?.(text.data);
  const plan = admission.planOf ? await admission.planOf(db, owner) : await assertCanStillSendMessage(db, owner);
  await admitDemoVisitor(c, 'pronunciation', teacher.slug);
  const reservation = await reserveTranscription(db, env, { owner, seconds: audio.seconds, plan });
  const firstName = teacher.name.split(' ')[0]!;
  // One share of the worker per account, and one for all the demo visitors of an address.
  const shareOf = caller.kind === 'user' ? `user:${caller.userId}` : `address:${c.var.clientIp}`;
  // Once the worker or the provider started on the recording, the work is done even if the learner hangs up: it counts, as speech does.
  let isWorkStarted = false;
  const reading = { text: text.data, insteadOf: insteadOf.success ? insteadOf.data : undefined, teacherName: firstName, wav: audio.bytes, contentType: audio.contentType, signal: c.req.raw.signal };
  let verdict: Awaited<ReturnType<typeof assessor.assess>>;
  try {
    verdict = await assessor.assess({ ...reading, caller: shareOf, onWorkStarted: () => (isWorkStarted = true) });
  } catch (error) {
    if (c.req.raw.signal.aborted && isWorkStarted) {
      await recordPronunciationUsage(db, env, { caller, engine: assessor.engine, model: assessor.model, seconds: audio.seconds });
      throw new AppError('client_closed', 'The request was cancelled.', 400);
    }
    await reservation.giveBack();
    if (error instanceof ListeningShareError) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error instanceof WorkerBusyError ? new WorkerBusyError(listeningBusyMessage(firstName), error.retryAfterSeconds) : error;
  }
  await recordPronunciationUsage(db, env, { caller, engine: assessor.engine, model: assessor.model, seconds: audio.seconds });
  if (caller.kind === 'user') {
    await recordPronunciationAttempt(db, { userId: caller.userId, teacherSlug: teacher.slug, text: text.data, engine: assessor.engine, words: verdict.words, scores: verdict.scores });
  }
  return c.json({ text: text.data, engine: assessor.engine, words: verdict.words, words_per_minute: verdict.wordsPerMinute, ...verdict.scores } satisfies PronunciationAssessment);
}
