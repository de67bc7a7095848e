/**
 * Plays raw 16-bit little-endian mono PCM while it downloads (ADR 022): each chunk becomes a Web Audio
 * buffer scheduled right after the one before, so the first sound starts with the first bytes and the
 * rest joins without a gap. Aborting `signal` silences it at once and cancels the download.
 */

/** Room to schedule the first buffer cleanly (and after a stall): short enough not to be heard as a delay. */
const START_LEAD_S = 0.02;
/** A context the browser keeps suspended (no gesture yet) gets this long to start before the audio is skipped. */
const RESUME_WAIT_MS = 500;

/** Resolves when the last sample has played, the stream broke off after what it brought, or `signal` stopped it. */
export async function playPcmStream(context: AudioContext, body: ReadableStream<Uint8Array>, sampleRate: number, signal: AbortSignal): Promise<void> {
  const reader = body.getReader();
  const playing = new Set<AudioBufferSourceNode>();
  const stop = () => {
    for (const source of playing) source.stop();
    playing.clear();
    reader.cancel().catch(() => {});
  };
  signal.addEventListener('abort', stop, { once: true });
  try {
    if (!(await isRunning(context)) || signal.aborted) {
      stop();
      return; // a browser that blocks audio before any gesture skips it, as an <audio> element would; the text stays
    }
    const samples = new PcmSamples();
    let nextStart = 0;
    let lastEnded = Promise.resolve();
    for (;;) {
      const read = await reader.read().catch(() => ({ done: true as const, value: undefined })); // broken off: play what came
      if (read.done || signal.aborted) break;
      const floats = samples.take(read.value);
      if (floats.length === 0) continue;
      const buffer = context.createBuffer(1, floats.length, sampleRate);
      buffer.copyToChannel(floats, 0);
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(context.destination);
      const startAt = Math.max(nextStart, context.currentTime + START_LEAD_S);
      source.start(startAt);
      nextStart = startAt + buffer.duration;
      playing.add(source);
      lastEnded = new Promise((resolve) => {
        source.onended = () => {
          playing.delete(source);
          source.disconnect();
          resolve();
        };
      });
    }
    if (!signal.aborted) await lastEnded;
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

async function isRunning(context: AudioContext): Promise<boolean> {
  if (context.state === 'running') return true;
  await Promise.race([context.resume().catch(() => {}), new Promise((resolve) => setTimeout(resolve, RESUME_WAIT_MS))]);
  return (context.state as AudioContextState) === 'running';
}

/** Turns byte chunks into samples in [-1, 1], keeping a sample split between two chunks whole. */
export class PcmSamples {
  private carry: number | null = null;

  take(chunk: Uint8Array): Float32Array<ArrayBuffer> {
    const bytes = this.carry === null ? chunk : withFirst(this.carry, chunk);
    const count = bytes.length >> 1;
    this.carry = bytes.length % 2 === 1 ? bytes[bytes.length - 1]! : null;
    const view = new DataView(bytes.buffer, bytes.byteOffset, count * 2);
    const floats = new Float32Array(count);
    for (let i = 0; i < count; i += 1) floats[i] = view.getInt16(i * 2, true) / 32_768;
    return floats;
  }
}

function withFirst(byte: number, chunk: Uint8Array): Uint8Array {
  const joined = new Uint8Array(chunk.length + 1);
  joined[0] = byte;
  joined.set(chunk, 1);
  return joined;
}
