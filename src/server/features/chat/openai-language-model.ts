/** Any OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM, llama.cpp server), streamed with Node's HTTP client (openai-chat-stream.ts). */
import { INVALID_RESPONSE_MESSAGE } from '#/shared/chat-api';
import { ProviderError } from '../../lib/provider-error';
import type { CompletionRequest, LanguageModel } from '../../lib/language-model';
import { type ChatChunk, streamChatCompletion } from './openai-chat-stream';

/** Used only when a compatible server reports no usage: about four characters per token. */
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

const OPENAI_API_URL = 'https://api.openai.com/v1';

export function createOpenAiLanguageModel(options: { apiKey: string; baseURL?: string; model: string }): LanguageModel {
  const baseURL = options.baseURL ?? OPENAI_API_URL;
  const providerName = `OpenAI API (${options.model} at ${new URL(baseURL).host})`;
  return {
    providerName,
    publicName: 'OpenAI API',
    isOffline: false,
    async *stream(request: CompletionRequest) {
      const chunks = streamChatCompletion({
        provider: providerName,
        baseURL,
        apiKey: options.apiKey,
        // include_usage: the last chunk carries the call's token counts, for the usage ledger.
        body: { model: options.model, messages: request.messages, max_tokens: request.maxTokens, stream: true, stream_options: { include_usage: true } },
        signal: request.signal,
      });
      let reply = '';
      let usage: ChatChunk['usage'];
      let hasAnswered = false;
      let isComplete = false;
      const report = () =>
        request.onUsage?.({
          provider: 'openai',
          model: options.model,
          promptTokens: usage?.prompt_tokens ?? estimateTokens(request.messages.map((m) => m.content).join('\n')),
          completionTokens: usage?.completion_tokens ?? estimateTokens(reply),
        });
      try {
        for await (const batch of chunks) {
          let pieces = '';
          for (const chunk of batch) {
            if (!chunk || !Array.isArray(chunk.choices)) throw new ProviderError(providerName, 'bad_response', INVALID_RESPONSE_MESSAGE);
            hasAnswered = true;
            if (chunk.usage) usage = chunk.usage;
            pieces += chunk.choices[0]?.delta?.content ?? '';
          }
          if (pieces) {
            reply += pieces;
            yield pieces;
          }
        }
        if (!reply) throw new ProviderError(providerName, 'bad_response', INVALID_RESPONSE_MESSAGE);
        isComplete = true;
        report();
      } finally {
        // A reply cut off once the model had started (the learner left, the stream broke) is still billed
        // by the provider for what it read and wrote: it is recorded, estimated from the text so far.
        if (!isComplete && hasAnswered) report();
      }
    },
  };
}
