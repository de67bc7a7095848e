import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestSpeech, SpeechError, VOICE_BUSY_FALLBACK } from './request-speech';

afterEach(() => vi.unstubAllGlobals());

const answer = (response: Response) => vi.stubGlobal('fetch', vi.fn(async () => response));

describe('requestSpeech when the voice is busy', () => {
  it("shows the server's sentence from a 503", async () => {
    const sentence = "The teacher's voice is busy right now. Your text is still here: try again in a few seconds.";
    answer(new Response(JSON.stringify({ error: sentence, code: 'busy' }), { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '5' } }));
    const failure = requestSpeech({ text: 'Hello there', teacherSlug: 'maya', speed: 1 });
    await expect(failure).rejects.toBeInstanceOf(SpeechError);
    await expect(failure).rejects.toThrow(sentence);
  });

  it('says the voice is busy even when the 503 has no readable body', async () => {
    answer(new Response('Service Unavailable', { status: 503 }));
    await expect(requestSpeech({ text: 'Hello there', teacherSlug: 'maya', speed: 1 })).rejects.toThrow(VOICE_BUSY_FALLBACK);
  });

  it('keeps the spec wording for other failures', async () => {
    answer(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(requestSpeech({ text: 'Hello there', teacherSlug: 'maya', speed: 1 })).rejects.toThrow('Failed to generate speech: 500 Internal Server Error');
  });
});

describe('requestSpeech without a connection', () => {
  it("says so in plain words, not the browser's 'Failed to fetch'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const failure = requestSpeech({ text: 'Hello there', teacherSlug: 'maya', speed: 1 });
    await expect(failure).rejects.toMatchObject({ words: { key: 'speechUnreachable' } });
    await expect(failure).rejects.toThrow("The teacher's voice could not load: check your connection.");
  });

  it('lets a cancelled request end as cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', vi.fn(async () => { throw new DOMException('The operation was aborted.', 'AbortError'); }));
    await expect(requestSpeech({ text: 'Hello there', teacherSlug: 'maya', speed: 1, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('requestSpeech body', () => {
  it('names the teacher, not a voice: the server looks the voice up', async () => {
    const fetchMock = vi.fn(async () => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'audio/mpeg' } }));
    vi.stubGlobal('fetch', fetchMock);
    await requestSpeech({ text: 'Hello there', teacherSlug: 'maya', speed: 0.5 });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({ text: 'Hello there', teacher_slug: 'maya', speed: 0.5 });
  });
});
