import { ERROR_CODES, type ErrorCode } from '@pc/contracts';

export interface FieldError {
  path: string;
  message: string;
}

/** The one error type services throw; the error handler turns it into `{ statusCode, code, message }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    message: string,
    readonly errors?: FieldError[],
    /** Members of the body beyond the common four (e.g. `findings` of `phi_suspected`), typed by the route's schema. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError(400, errors ? ERROR_CODES.validation : ERROR_CODES.badRequest, message, errors);
export const unauthorized = (message = 'Looks like your session has expired.') =>
  new AppError(401, ERROR_CODES.unauthorized, message);
export const forbidden = (message = 'You do not have permission for this action.') =>
  new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = 'Not found') => new AppError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string, code: string = ERROR_CODES.conflict) => new AppError(409, code, message);

/** A single-field validation failure with the spec's wording, e.g. `fieldError('text', 'Text must be ...')`. */
export const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);
