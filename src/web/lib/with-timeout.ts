export const TIMEOUT_MESSAGE = 'Operation timed out';

export class TimeoutError extends Error {
  constructor() {
    super(TIMEOUT_MESSAGE);
  }
}

/** Rejects with 'Operation timed out' if the promise has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
