/** The teacher's reply streamed as Server-Sent Events; `onText` receives each new piece as it arrives. */
import { createParser } from 'eventsource-parser';
import type { z } from 'zod';
import type { chatStreamDoneSchema, chatStreamErrorSchema, chatStreamPieceSchema } from '#/shared/api/chat';
import type { ApiErrorBody } from '#/shared/api/error';
import { getLocale } from '#/web/i18n/locale-store';
import { ApiError } from '#/web/lib/api-client';
import type { ChatRequestBody } from '../types';

export async function streamChatReply(body: ChatRequestBody, options: { onText: (piece: string) => void; onConversationSaved?: (id: string) => void; signal?: AbortSignal }): Promise<string> {
  const response = await fetch('/functions/v1/chat', {
    method: 'POST',
    credentials: 'same-origin',
    // The server words its errors (a refused message, a rate limit) in the interface language.
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'Accept-Language': getLocale() },
    body: JSON.stringify({ ...body, stream: true }),
    signal: options.signal,
  });
  if (!response.ok || !response.body) {
    const data = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(data?.error ?? `Request failed with status ${response.status}`, response.status, data?.code);
  }

  // Server-Sent Events parsed by eventsource-parser; each event is handled as it completes.
  let content = '';
  let outcome: { done: string } | { error: ApiError } | undefined;
  const parser = createParser({
    onEvent: ({ event: name = 'message', data: raw }) => {
      if (outcome) return;
      const data = readData(name, raw);
      if (name === 'error') outcome = { error: new ApiError(data.error ?? 'The reply was interrupted.', 502, data.code ?? 'provider_failed') };
      else if (name === 'done') {
        if (typeof data.conversation_id === 'string') options.onConversationSaved?.(data.conversation_id);
        outcome = { done: typeof data.content === 'string' ? data.content : content };
      } else if (typeof data.content === 'string') {
        content += data.content;
        options.onText(data.content);
      }
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  while (!outcome) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
  if (outcome && 'error' in outcome) throw outcome.error;
  if (outcome) {
    void reader.cancel().catch(() => {});
    return outcome.done;
  }
  throw new ApiError('The reply was interrupted. Please try again.', 502, 'stream_interrupted');
}

/** The events' data as the contract describes them; read defensively, as a stream can break off anywhere. */
type StreamEventData = Partial<z.infer<typeof chatStreamPieceSchema> & z.infer<typeof chatStreamDoneSchema> & z.infer<typeof chatStreamErrorSchema>>;

function readData(name: string, raw: string): StreamEventData {
  try {
    return JSON.parse(raw || '{}') as StreamEventData;
  } catch (error) {
    console.warn(`[chat] an unreadable '${name}' event in the reply stream was skipped:`, error);
    return {};
  }
}
