/**
 * POST /functions/v1/speech (and its fallback path text-to-speech): {text, teacher_slug | teacher_id |
 * voice_id, speed} → audio bytes, in a teacher's voice only: one file, or with `Accept: audio/pcm` raw samples
 * streamed as they are made (ADR 022). Both pass the same gates: paid speech is bounded by the caller's daily
 * budget and recorded once in the usage ledger (also when cancelled after the provider received it, as it bills
 * it); past a free budget the offline voice reads instead.
 */
import { Hono } from 'hono';
import { speechRequestSchema } from '#/shared/api/speech';
import { PCM_MEDIA_TYPE, pcmContentType } from '#/shared/api/speech-stream';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { admitDemoVisitor } from '../demo/public';
import { readBody } from '../../http/read-request';
import { resolveCaller } from '../../http/resolve-caller';
import { recordUsage } from '../usage/public';
import { reserveSpeech } from '../usage/public';
import { ownerFromCaller } from '../usage/public';
import { usagePricesFrom } from '../usage/public';
import { findSpeakingTeacher } from './find-speaking-teacher';
import { startSpeechStream } from './start-speech-stream';
import { WorkerBusyError } from '../../workers/worker-busy-error';
import { providerFailureDetail } from '../../lib/provider-error';
import { secondsSinceRequestStart } from '../../lib/request-context';
import { speechFirstAudioSeconds } from '../../metrics/metrics';
import { log } from '../../lib/logger';

export { DEFAULT_VOICE_ID } from './find-speaking-teacher';

export const SPEECH_FAILED_MESSAGE = "The teacher's voice could not be generated. Please try again.";

export const speechRoutes = new Hono<AppEnv>().post('/', resolveCaller, async (c) => {
  const request = await readBody(c, speechRequestSchema);
  const { db, env } = c.var.deps;
  if (request.text.length > env.SPEECH_MAX_CHARACTERS) {
    throw new AppError('text_too_long', `text must be at most ${env.SPEECH_MAX_CHARACTERS} characters`, 400);
  }
  const teacher = await findSpeakingTeacher(db, { teacherSlug: request.teacher_slug, teacherId: request.teacher_id, voiceId: request.voice_id });
  // Demo visitors hear the demo teacher only, and a bounded amount of it.
  await admitDemoVisitor(c, 'speech', teacher.slug);

  const owner = ownerFromCaller(c.var.caller);
  const reservation = c.var.deps.speech.isOffline ? null : await reserveSpeech(db, env, { owner, characters: request.text.length });
  const speech = !reservation || reservation.useOffline ? c.var.deps.offlineSpeech : c.var.deps.speech;
  if (reservation?.useOffline) log.warn({ provider: c.var.deps.speech.providerName }, "speech: the paid voice is not used: the caller's free messages or free speech characters for today are used up, so eSpeak NG reads");
  // An English gloss in a Spanish teacher's reply is read in English; an English teacher keeps her own accent.
  const language = request.language === 'en' && !teacher.language.startsWith('en') ? 'en-US' : teacher.language;
  // A paid provider bills a request it received, even one the learner cancels before its first audio.
  let isBilledByProvider = false;
  const onBilledRequest = (isBilled: boolean) => {
    isBilledByProvider = isBilled;
  };
  const synthesis = { text: request.text, voiceId: teacher.voiceId, speed: request.speed, language, signal: c.req.raw.signal, onBilledRequest };
  /** A provider's request is in the ledger, counted once; memory's audio, and a request that never reached a provider, cost nothing. */
  const settle = async (isPaid: boolean) => {
    if (!reservation) return;
    if (!isPaid || !speech.usageLabel) return reservation.giveBack();
    await recordUsage(db, usagePricesFrom(env), { owner, kind: 'speech', ...speech.usageLabel, characters: request.text.length }).catch((error: unknown) =>
      log.error({ err: error }, 'usage: could not record a speech call'),
    );
  };
  try {
    if (acceptsPcmStream(c.req.header('accept'))) {
      const stream = await startSpeechStream(speech, synthesis);
      observeFirstAudio(speech.providerName, 'stream');
      await settle(!stream.isFromCache);
      return c.body(stream.body, 200, { 'Content-Type': pcmContentType(stream.sampleRate), 'Cache-Control': 'private, no-store' });
    }
    const audio = await speech.synthesize(synthesis);
    observeFirstAudio(speech.providerName, 'file');
    await settle(!audio.isFromCache);
    return c.body(audio.bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': audio.contentType, 'Cache-Control': 'private, max-age=3600' });
  } catch (error) {
    const isCancelled = c.req.raw.signal.aborted;
    // A failed request is not billed; a cancelled one is if it had reached the provider.
    await settle(isCancelled && isBilledByProvider);
    // The browser gave up (for example the learner pressed stop): nothing to report.
    if (isCancelled) throw new AppError('client_closed', 'The request was cancelled.', 400);
    if (error instanceof WorkerBusyError) throw error; // 503 with Retry-After: the voice is busy, not broken
    // The provider's own words (quota figures, addresses) stay in the server log.
    log.error({ err: error, provider: speech.providerName }, `speech failed${providerFailureDetail(error)}`);
    throw new AppError('speech_failed', SPEECH_FAILED_MESSAGE, 502);
  }
});

function observeFirstAudio(provider: string, mode: 'stream' | 'file'): void {
  const seconds = secondsSinceRequestStart();
  if (seconds !== undefined) speechFirstAudioSeconds.observe({ provider, mode }, seconds);
}

/** `Accept: audio/pcm` asks for the stream; anything else gets one audio file, as before. */
function acceptsPcmStream(accept: string | undefined): boolean {
  return accept?.split(',').some((type) => type.trim().toLowerCase().startsWith(PCM_MEDIA_TYPE)) ?? false;
}
