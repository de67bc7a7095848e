/**
 * POST /functions/v1/transcribe?teacher_slug=&duration_ms=: one recorded turn (raw audio body) →
 * { text }, transcribed verbatim in the teacher's language. Bad input is refused before anything is
 * sent; only callers who may still send a message reach the provider (ADR 010).
 */
import { Hono } from 'hono';
import type { z } from 'zod';
import { transcribeQuerySchema, type transcriptionSchema } from '#/shared/api/transcription';
import { DEMO_TEACHER_SLUG } from '#/shared/constants';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { admitDemoVisitor, DEMO_USES } from '../demo/public';
import { findTeacher } from '../teachers/public';
import { resolveCaller } from '../../http/resolve-caller';
import { assertCanStillSendMessage } from './can-still-send-message';
import { readAudioUpload } from './read-audio-upload';
import { ownerFromCaller, reserveTranscription } from '../usage/public';
import { recordTranscriptionUsage } from './record-transcription-usage';
import { providerFailureDetail } from '../../lib/provider-error';
import { transcriberFor } from './transcriber';
import { log } from '../../lib/logger';

export const TRANSCRIPTION_UNAVAILABLE = 'Speech recognition is not supported in your browser.';

export const transcribeRoutes = new Hono<AppEnv>().post('/', resolveCaller, async (c) => {
  const { db, env } = c.var.deps;
  const caller = c.var.caller;
  const slug = transcribeQuerySchema.shape.teacher_slug.safeParse(c.req.query('teacher_slug')).data ?? '';
  const teacher = await findTeacher(db, { slug });
  if (!teacher) throw new AppError('unknown_teacher', 'teacher_slug must name a teacher.', 400);
  if (caller.kind === 'demo' && teacher.slug !== DEMO_TEACHER_SLUG) throw new AppError('demo_teacher_only', DEMO_USES.transcription.otherTeacher, 403);
  const audio = await readAudioUpload(c);
  // Bad input is refused first (4xx); a well-formed recording on a server without a provider gets the spec's sentence.
  const transcriber = transcriberFor(env);
  if (!transcriber) throw new AppError('transcription_unavailable', TRANSCRIPTION_UNAVAILABLE, 503);
  const owner = ownerFromCaller(caller);
  const plan = await assertCanStillSendMessage(db, owner);
  await admitDemoVisitor(c, 'transcription', teacher.slug);
  const reservation = await reserveTranscription(db, env, { owner, seconds: audio.seconds, plan });
  // The provider bills a request it received, even one the learner then cancels: such a request is counted, as speech is.
  let isBilledByProvider = false;
  const onBilledRequest = (isBilled: boolean) => {
    isBilledByProvider = isBilled;
  };
  let text: string;
  try {
    text = await transcriber.transcribe(audio, { language: (teacher.language || 'en-US').split('-')[0]!.toLowerCase(), signal: c.req.raw.signal, onBilledRequest });
  } catch (error) {
    if (c.req.raw.signal.aborted) {
      if (isBilledByProvider) await recordTranscriptionUsage(db, env, { caller, provider: 'openai', model: transcriber.model, seconds: audio.seconds });
      else await reservation.giveBack();
      throw new AppError('client_closed', 'The request was cancelled.', 400);
    }
    await reservation.giveBack();
    log.error({ err: error, provider: transcriber.providerName }, `transcription failed${providerFailureDetail(error)}`);
    throw new AppError('provider_failed', 'Speech recognition failed. Please try again, or type your message.', 502);
  }
  await recordTranscriptionUsage(db, env, { caller, provider: 'openai', model: transcriber.model, seconds: audio.seconds });
  return c.json({ text } satisfies z.infer<typeof transcriptionSchema>);
});
