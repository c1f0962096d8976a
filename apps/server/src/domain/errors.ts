// docs/contributing.md#services: services throw these and know nothing of HTTP; the error handler
// (http/error-handler.ts) gives each kind its status and turns the error into { message, code, details? }.

/** What went wrong, in the shop's terms; the one place that turns a kind into a status is in http/. */
export type ErrorKind =
  /** The input breaks a rule (a bad field, an out-of-stock item, an unknown promotion). */
  | 'invalid'
  /** Nobody is signed in, or the credentials are wrong. */
  | 'unauthenticated'
  /** Someone is signed in but may not do this. */
  | 'forbidden'
  | 'not-found'
  /** The thing's state does not allow it (a taken e-mail, a move an order cannot make). */
  | 'conflict'
  /** A file or form larger than the shop takes. */
  | 'too-large'
  | 'rate-limited'
  /** An outside system (the courier) did not answer or refused; nothing of ours changed. */
  | 'outside-system-failed';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Fields the spec reads at the top level of an error body (e.g. needsVerification). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(message: string, details?: unknown, code = 'BAD_REQUEST') {
    super('invalid', code, message, details);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'Please log in to continue', code = 'UNAUTHORIZED') {
    super('unauthenticated', code, message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'You do not have permission to perform this action', code = 'FORBIDDEN') {
    super('forbidden', code, message);
  }
}

export class NotFound extends AppError {
  constructor(message: string, code = 'NOT_FOUND') {
    super('not-found', code, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string, details?: unknown, code = 'CONFLICT') {
    super('conflict', code, message, details);
  }
}

export class PayloadTooLarge extends AppError {
  constructor(message: string, code = 'PAYLOAD_TOO_LARGE') {
    super('too-large', code, message);
  }
}

export class RateLimited extends AppError {
  constructor(message: string) {
    super('rate-limited', 'RATE_LIMITED', message);
  }
}

export class OutsideSystemFailed extends AppError {
  constructor(message: string, code: string) {
    super('outside-system-failed', code, message);
  }
}
