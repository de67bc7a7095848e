/** A provider's response body as chunks; a caller who stops reading early ends the provider's request. */

export async function* readBodyChunks(body: ReadableStream<Uint8Array>, upstream: AbortController): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let isDone = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        isDone = true;
        return;
      }
      if (value.byteLength > 0) yield value;
    }
  } finally {
    if (!isDone) {
      upstream.abort();
      await reader.cancel().catch(() => {});
    }
  }
}
