/** A whole (non-streamed) reply from the chat function, read at choices[0].message.content. */
import { INVALID_RESPONSE_MESSAGE } from '#/shared/chat-api';
import { apiRequest } from '#/web/lib/api-client';
import type { ChatRequestBody } from '../types';

export async function requestChatCompletion(body: ChatRequestBody, options: { timeoutMs?: number } = {}): Promise<string> {
  const response = await apiRequest<'POST /functions/v1/chat'>('/functions/v1/chat', { body: { ...body, stream: false }, timeoutMs: options.timeoutMs ?? 30_000 });
  // The types say a string; the server's answer is still checked, as a malformed one has its own message.
  const content: unknown = response?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error(INVALID_RESPONSE_MESSAGE);
  return content;
}
