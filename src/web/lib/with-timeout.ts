import { translate } from '#/shared/i18n/catalogue';
import { getLocale } from '#/web/i18n/locale-store';
import { apiClientCatalogue } from './messages/catalogue';

/** 'Operation timed out', in the interface language. */
export class TimeoutError extends Error {
  constructor() {
    super(translate(apiClientCatalogue, getLocale(), 'timedOut'));
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
