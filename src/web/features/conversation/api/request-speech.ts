/**
 * Audio for a text from the speech function, falling back to text-to-speech on a 404. The
 * browser names the teacher; the server looks up the teacher's voice.
 */
import type { SpeechRequest } from '#/shared/api/speech';
import { formatMessage } from '#/shared/i18n/format-message';
import { getLocale } from '#/web/i18n/locale-store';
import english from '../messages/en';

export type SpeechParams = { text: string; teacherSlug: string; speed: number; signal?: AbortSignal; isEnglishGloss?: boolean };

type SpeechErrorKey = 'speechFunctionNotFound' | 'speechFailed' | 'speechNotAudio' | 'speechEmpty' | 'speechUnreachable' | 'voiceBusy';

/**
 * The teacher's voice failed. `words` names its message in conversationCatalogue (its `message` is the English),
 * for the screen to show in the interface language; absent when the server said it in its own words.
 */
export class SpeechError extends Error {
  constructor(
    message: string,
    readonly words?: { key: SpeechErrorKey; values?: Record<string, string> },
  ) {
    super(message);
  }

  static of(key: SpeechErrorKey, values?: Record<string, string>): SpeechError {
    return new SpeechError(formatMessage('en', english[key], values), { key, values });
  }
}

async function post(path: string, params: SpeechParams, accept: string | undefined) {
  const body: SpeechRequest = { text: params.text, teacher_slug: params.teacherSlug, speed: params.speed, ...(params.isEnglishGloss ? { language: 'en' } : {}) };
  try {
    return await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': getLocale(), ...(accept ? { Accept: accept } : {}) },
      body: JSON.stringify(body),
      signal: params.signal,
    });
  } catch (error) {
    // Offline, or the connection dropped: plain words rather than the browser's "Failed to fetch".
    if (params.signal?.aborted) throw error;
    throw SpeechError.of('speechUnreachable');
  }
}

/** The speech function's answer once it is known to be audio (its body not read yet); `accept` may ask for a stream. */
export async function fetchSpeech(params: SpeechParams, accept?: string): Promise<Response> {
  let response = await post('/functions/v1/speech', params, accept);
  if (response.status === 404) {
    response = await post('/functions/v1/text-to-speech', params, accept);
    if (response.status === 404) throw SpeechError.of('speechFunctionNotFound');
  }
  if (response.status === 503) throw await busyError(response);
  if (!response.ok) throw SpeechError.of('speechFailed', { status: String(response.status), statusText: response.statusText });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('audio/')) throw SpeechError.of('speechNotAudio');
  return response;
}

export async function requestSpeech(params: SpeechParams): Promise<Blob> {
  const audio = await (await fetchSpeech(params)).blob();
  if (audio.size === 0) throw SpeechError.of('speechEmpty');
  return audio;
}

/** The server's own sentence when the voice is busy (its queue is full); the learner's text stays where it is. */
async function busyError(response: Response): Promise<SpeechError> {
  const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof data?.error === 'string' && data.error ? new SpeechError(data.error) : SpeechError.of('voiceBusy');
}

export const VOICE_BUSY_FALLBACK = english.voiceBusy;
