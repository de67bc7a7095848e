/** Sends a reading (WAV) to POST /functions/v1/pronunciation and returns each word's verdict. */
import type { ApiErrorBody } from '#/shared/api/error';
import type { PronunciationAssessment } from '#/shared/api/pronunciation';
import { getLocale } from '#/web/i18n/locale-store';
import { ApiError } from '#/web/lib/api-client';

const CHECK_TIMEOUT_MS = 45_000;

/** insteadOf: what the learner wrote before `text` corrected it (Review's Say it), so the check listens for that mistake; lessonId: the lesson a phrase is from. */
export async function checkPronunciation(params: { wav: Blob; durationMs: number; text: string; insteadOf?: string; teacherSlug: string; lessonId?: string }): Promise<PronunciationAssessment> {
  const query = new URLSearchParams({ teacher_slug: params.teacherSlug, text: params.text, duration_ms: String(Math.max(1, Math.round(params.durationMs))) });
  if (params.insteadOf) query.set('instead_of', params.insteadOf);
  // A lesson's phrase is heard as part of the lesson (a free account's included one too).
  const route = params.lessonId ? `/api/course/lessons/${encodeURIComponent(params.lessonId)}/phrases/check` : '/functions/v1/pronunciation';
  const response = await fetch(`${route}?${query}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'audio/wav', Accept: 'application/json', 'Accept-Language': getLocale() },
    body: params.wav,
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  });
  const data = (await response.json().catch(() => null)) as Partial<PronunciationAssessment & ApiErrorBody> | null;
  if (!response.ok || !data?.words) throw new ApiError(data?.error ?? `Request failed with status ${response.status}`, response.status, data?.code);
  return data as PronunciationAssessment;
}
