import { AppError, type ErrorText } from '../http/app-error';

/**
 * A worker pool's queue is full: the server answers 503 with `Retry-After` instead of letting the
 * wait grow without bound. The message is the sentence the learner sees.
 */
export class WorkerBusyError extends AppError {
  constructor(
    message: string | ErrorText,
    readonly retryAfterSeconds: number,
  ) {
    super('busy', message, 503);
  }
}
