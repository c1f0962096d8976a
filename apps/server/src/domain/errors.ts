// docs/contributing.md#services: services throw these; the error handler turns them into { message, code }.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
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
    super(400, code, message, details);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'Please log in to continue', code = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'You do not have permission to perform this action', code = 'FORBIDDEN') {
    super(403, code, message);
  }
}

export class NotFound extends AppError {
  constructor(message: string, code = 'NOT_FOUND') {
    super(404, code, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string, details?: unknown, code = 'CONFLICT') {
    super(409, code, message, details);
  }
}
