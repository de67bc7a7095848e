/**
 * Audio for a text from the speech function, falling back to text-to-speech on a 404. The
 * browser names the teacher; the server looks up the teacher's voice.
 */
import type { SpeechRequest } from '#/shared/api/speech';

export type SpeechParams = { text: string; teacherSlug: string; speed: number; signal?: AbortSignal; isEnglishGloss?: boolean };

export class SpeechError extends Error {}

async function post(path: string, params: SpeechParams, accept: string | undefined) {
  const body: SpeechRequest = { text: params.text, teacher_slug: params.teacherSlug, speed: params.speed, ...(params.isEnglishGloss ? { language: 'en' } : {}) };
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...(accept ? { Accept: accept } : {}) },
    body: JSON.stringify(body),
    signal: params.signal,
  });
}

/** The speech function's answer once it is known to be audio (its body not read yet); `accept` may ask for a stream. */
export async function fetchSpeech(params: SpeechParams, accept?: string): Promise<Response> {
  let response = await post('/functions/v1/speech', params, accept);
  if (response.status === 404) {
    response = await post('/functions/v1/text-to-speech', params, accept);
    if (response.status === 404) throw new SpeechError('Text-to-speech function not found...');
  }
  if (response.status === 503) throw new SpeechError(await busyMessage(response));
  if (!response.ok) throw new SpeechError(`Failed to generate speech: ${response.status} ${response.statusText}`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('audio/')) throw new SpeechError('Expected audio data but received unexpected format');
  return response;
}

export async function requestSpeech(params: SpeechParams): Promise<Blob> {
  const audio = await (await fetchSpeech(params)).blob();
  if (audio.size === 0) throw new SpeechError('Received empty audio response');
  return audio;
}

/** The server's own sentence when the voice is busy (its queue is full); the learner's text stays where it is. */
async function busyMessage(response: Response): Promise<string> {
  const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof data?.error === 'string' && data.error ? data.error : VOICE_BUSY_FALLBACK;
}

export const VOICE_BUSY_FALLBACK = "The teacher's voice is busy right now. Try again in a few seconds.";
