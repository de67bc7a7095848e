import { describe, expect, it } from 'vitest';
import { createCachedSynthesizer } from './cached-synthesizer';
import { encodeWav } from './wav-header';
import type { SpeechRequest, SpeechSynthesizer } from './speech-synthesizer';

/** A provider that counts its calls and answers `size` bytes after a short, real delay. */
function countingSynthesizer(size = 10) {
  const calls: SpeechRequest[] = [];
  const inner: SpeechSynthesizer = {
    providerName: 'counting',
    isOffline: true,
    async synthesize(request) {
      calls.push(request);
      await new Promise((resolve) => setTimeout(resolve, 20));
      request.signal?.throwIfAborted();
      return { bytes: new Uint8Array(size).fill(calls.length), contentType: 'audio/wav' };
    },
  };
  return { inner, calls };
}

const hello: SpeechRequest = { text: 'Hello.', voiceId: 'v1', speed: 1, language: 'en-US' };

describe('cached synthesizer', () => {
  it('synthesizes an identical request once', async () => {
    const { inner, calls } = countingSynthesizer();
    const speech = createCachedSynthesizer(inner);
    const first = await speech.synthesize(hello);
    const second = await speech.synthesize({ ...hello });
    expect(calls).toHaveLength(1);
    expect(second.bytes).toBe(first.bytes);
    // Only the first was paid for: the usage ledger records it, not the repeat.
    expect([first.isFromCache, second.isFromCache]).toEqual([false, true]);
  });

  it('synthesizes again when speed, voice, language or text differ', async () => {
    const { inner, calls } = countingSynthesizer();
    const speech = createCachedSynthesizer(inner);
    await speech.synthesize(hello);
    await speech.synthesize({ ...hello, speed: 0.5 });
    await speech.synthesize({ ...hello, voiceId: 'v2' });
    await speech.synthesize({ ...hello, language: 'en-GB' });
    await speech.synthesize({ ...hello, text: 'Hello!' });
    expect(calls).toHaveLength(5);
  });

  it('coalesces identical concurrent requests into one synthesis', async () => {
    const { inner, calls } = countingSynthesizer();
    const speech = createCachedSynthesizer(inner);
    const results = await Promise.all([speech.synthesize(hello), speech.synthesize(hello), speech.synthesize(hello)]);
    expect(calls).toHaveLength(1);
    expect(results[1]!.bytes).toBe(results[0]!.bytes);
    expect(results.filter((audio) => !audio.isFromCache)).toHaveLength(1);
  });

  it('evicts the least recently used audio to stay within its byte bound', async () => {
    const { inner, calls } = countingSynthesizer(400);
    const speech = createCachedSynthesizer(inner, { maxBytes: 1000 });
    const say = (text: string) => speech.synthesize({ ...hello, text });
    await say('a');
    await say('b');
    await say('a'); // a is now the most recent
    await say('c'); // 1,200 bytes > 1,000: b goes
    expect(calls).toHaveLength(3);
    await say('a');
    await say('c');
    expect(calls).toHaveLength(3);
    await say('b');
    expect(calls).toHaveLength(4);
  });

  it('does not cache failures', async () => {
    let attempts = 0;
    const flaky: SpeechSynthesizer = {
      providerName: 'flaky',
      isOffline: false,
      async synthesize() {
        attempts += 1;
        if (attempts === 1) throw new Error('provider down');
        return { bytes: new Uint8Array([1]), contentType: 'audio/mpeg' };
      },
    };
    const speech = createCachedSynthesizer(flaky);
    await expect(speech.synthesize(hello)).rejects.toThrow('provider down');
    await expect(speech.synthesize(hello)).resolves.toMatchObject({ bytes: new Uint8Array([1]) });
  });

  it('keeps a shared synthesis going when only one of its callers aborts', async () => {
    const { inner, calls } = countingSynthesizer();
    const speech = createCachedSynthesizer(inner);
    const quitter = new AbortController();
    const abandoned = speech.synthesize({ ...hello, signal: quitter.signal });
    const kept = speech.synthesize(hello);
    quitter.abort();
    await expect(abandoned).rejects.toMatchObject({ name: 'AbortError' });
    await expect(kept).resolves.toMatchObject({ contentType: 'audio/wav' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal?.aborted).toBe(false);
  });

  it('aborts the synthesis when every caller has given up', async () => {
    const { inner, calls } = countingSynthesizer();
    const speech = createCachedSynthesizer(inner);
    const quitter = new AbortController();
    const abandoned = speech.synthesize({ ...hello, signal: quitter.signal });
    quitter.abort();
    await expect(abandoned).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]!.signal?.aborted).toBe(true);
    await expect(speech.synthesize(hello)).resolves.toMatchObject({ contentType: 'audio/wav' }); // starts afresh
    expect(calls).toHaveLength(2);
  });
});

/** A streaming provider that counts its streams and yields three 4-byte chunks. */
function streamingSynthesizer() {
  const streams: SpeechRequest[] = [];
  const inner: SpeechSynthesizer = {
    providerName: 'streaming',
    isOffline: false,
    synthesize: () => Promise.reject(new Error('only streams here')),
    async synthesizeStream(request) {
      streams.push(request);
      return {
        sampleRate: 24_000,
        chunks: (async function* () {
          for (let i = 1; i <= 3; i += 1) yield new Uint8Array(4).fill(i);
        })(),
      };
    },
  };
  return { inner, streams };
}

async function readAll(chunks: AsyncIterable<Uint8Array>): Promise<number[]> {
  const bytes: number[] = [];
  for await (const chunk of chunks) bytes.push(...chunk);
  return bytes;
}

describe('cached synthesizer, streamed', () => {
  it('keeps a completed stream whole: a repeat is one piece from memory, the provider asked once', async () => {
    const { inner, streams } = streamingSynthesizer();
    const speech = createCachedSynthesizer(inner);
    const first = await speech.synthesizeStream(hello);
    expect(await readAll(first.chunks)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    const again = await speech.synthesizeStream({ ...hello });
    expect(again).toMatchObject({ sampleRate: 24_000, isFromCache: true });
    expect(await readAll(again.chunks)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    expect(streams).toHaveLength(1);
    // The whole-file path has its own entry: it does not get raw PCM.
    await expect(speech.synthesize(hello)).rejects.toThrow('only streams here');
  });

  it('keeps nothing of a stream left before its end', async () => {
    const { inner, streams } = streamingSynthesizer();
    const speech = createCachedSynthesizer(inner);
    const first = await speech.synthesizeStream(hello);
    for await (const _chunk of first.chunks) break;
    const again = await speech.synthesizeStream(hello);
    expect(again.isFromCache).toBeUndefined();
    expect(await readAll(again.chunks)).toHaveLength(12);
    expect(streams).toHaveLength(2);
  });

  it("streams an offline voice's WAV in pieces of its samples", async () => {
    const { inner } = countingSynthesizer();
    const wav = encodeWav(new Int16Array(20_000).fill(7), 22_050);
    const speech = createCachedSynthesizer({ ...inner, synthesize: async () => ({ bytes: wav, contentType: 'audio/wav' }) });
    const stream = await speech.synthesizeStream(hello);
    expect(stream.sampleRate).toBe(22_050);
    const pieces: Uint8Array[] = [];
    for await (const piece of stream.chunks) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(Buffer.concat(pieces)).toEqual(Buffer.from(wav.subarray(44)));
  });
});
