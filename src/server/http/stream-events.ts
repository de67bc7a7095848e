/**
 * A Server-Sent Events response fed straight into one ReadableStream: each event is one enqueue. Hono's
 * streamSSE passes every event through a writer, a TransformStream and a second readable stream, which
 * showed in the profile of the chat's hot path (ADR 015). Events are small (a reply's pieces), so they
 * are queued without waiting for the learner's connection to drain.
 */
import type { Context } from 'hono';
import { log } from '../lib/logger';

export type ServerEvent = { event?: string; data: string };
export type EventSink = {
  send: (event: ServerEvent) => void;
  /** A comment line, which browsers ignore: keeps idle connections open through proxies. */
  comment: (text: string) => void;
  /** False once the learner's connection closed (or the stream ended). */
  readonly isOpen: boolean;
  /** Runs `listener` once, when the learner's connection closes. */
  onClose: (listener: () => void) => void;
};

const encoder = new TextEncoder();

export function streamEvents(c: Context, run: (sink: EventSink) => Promise<void>): Response {
  let isOpen = true;
  const closeListeners: Array<() => void> = [];
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (streamController) => {
      controller = streamController;
    },
    cancel: () => {
      // The learner went away; a reply's handler also notices through the request's abort signal.
      isOpen = false;
      for (const listener of closeListeners.splice(0)) listener();
    },
  });
  const enqueue = (text: string) => isOpen && controller.enqueue(encoder.encode(text));
  const sink: EventSink = {
    send: ({ event, data }) => {
      if (event && /[\r\n]/.test(event)) throw new Error('an event name must not contain a line break');
      const lines = data.split(/\r\n|\r|\n/).map((line) => `data: ${line}`).join('\n');
      enqueue(`${event ? `event: ${event}\n` : ''}${lines}\n\n`);
    },
    comment: (text) => enqueue(`: ${text.replace(/[\r\n]+/g, ' ')}\n\n`),
    get isOpen() {
      return isOpen;
    },
    onClose: (listener) => void (isOpen ? closeListeners.push(listener) : listener()),
  };
  run(sink)
    .catch((error: unknown) => log.error({ err: error }, 'the event stream failed'))
    .finally(() => {
      if (!isOpen) return;
      isOpen = false;
      closeListeners.length = 0;
      controller.close();
    });
  // Chunked, so the Node adapter sends each event as it comes instead of waiting to measure the body.
  return c.newResponse(body, 200, { 'Transfer-Encoding': 'chunked', 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
}
