/**
 * fetch for a paid speech provider that tells the caller whether the provider holds a request it bills:
 * from the moment one is sent until the provider refuses it (an error status or a failed connection, which
 * it does not bill). A request the caller cancels on its way stays billed: the provider received it.
 */
export type BilledRequestListener = (isBilled: boolean) => void;

export function fetchNotingBilled(onBilledRequest: BilledRequestListener | undefined): typeof fetch {
  if (!onBilledRequest) return fetch;
  return async (input, init) => {
    // fetch rejects an aborted signal before sending anything.
    if (init?.signal?.aborted) return fetch(input, init);
    onBilledRequest(true);
    try {
      const response = await fetch(input, init);
      if (!response.ok) onBilledRequest(false);
      return response;
    } catch (error) {
      if (!init?.signal?.aborted) onBilledRequest(false);
      throw error;
    }
  };
}
