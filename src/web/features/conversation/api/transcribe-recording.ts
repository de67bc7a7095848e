/** Sends one recorded turn to POST /functions/v1/transcribe and returns its verbatim text. */
import type { z } from 'zod';
import type { ApiErrorBody } from '#/shared/api/error';
import type { transcriptionSchema } from '#/shared/api/transcription';
import { getLocale } from '#/web/i18n/locale-store';
import { ApiError } from '#/web/lib/api-client';

const TRANSCRIBE_TIMEOUT_MS = 45_000;

export async function transcribeRecording(params: { audio: Blob; durationMs: number; teacherSlug: string }): Promise<string> {
  const query = new URLSearchParams({ teacher_slug: params.teacherSlug, duration_ms: String(Math.max(1, Math.round(params.durationMs))) });
  const response = await fetch(`/functions/v1/transcribe?${query}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': params.audio.type || 'audio/webm', Accept: 'application/json', 'Accept-Language': getLocale() },
    body: params.audio,
    signal: AbortSignal.timeout(TRANSCRIBE_TIMEOUT_MS),
  });
  const data = (await response.json().catch(() => null)) as Partial<z.infer<typeof transcriptionSchema> & ApiErrorBody> | null;
  if (!response.ok) throw new ApiError(data?.error ?? `Request failed with status ${response.status}`, response.status, data?.code);
  return (data?.text ?? '').trim();
}
