/** Error codes shared by server and web; each maps to one HTTP status. */
export const ERROR_CODES = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;
export type TErrorCode = keyof typeof ERROR_CODES;

/** The texts of spec 1 section 8 (global handling) and screen-specific messages. */
export const MESSAGES = {
  invalidRequestTitle: 'Invalid Request',
  notFound: 'Sorry, we could not locate the resource you are trying to get.',
  permissionDeniedTitle: 'Permission denied',
  permissionDenied: 'Sorry, you are not allow to perform this action.',
  validationTitle: 'Form validation failed',
  internalTitle: 'Internal server error',
  internal: 'Please reload the application and try again.',
  required: 'This field is required',
  invalidEmail: 'Invalid email address',
  /** A value sent for a field of fixed choices (a status, a type) that is none of them. */
  invalidChoice: 'The selected value is invalid.',
  invalidDate: 'This field must be a valid date.',
  invalidFormat: 'This field is not in the expected format.',
  noAccount: "Sorry, we couldn't find any account associated with your email address.",
  notActive: 'Sorry, your account is not active.',
  wrongPassword: 'These credentials do not match our records.',
  unauthenticated: 'Your session has expired. Please log in again.',
  tooManyAttempts: 'Too many login attempts. Please try again in a minute.',
  jobAccessDenied: 'You are not allowed to view this job.',
} as const;

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly fields?: Record<string, string[]>;
  constructor(code: TErrorCode, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.code = code;
    this.fields = fields;
  }
  get status(): number {
    return ERROR_CODES[this.code];
  }
}

export const notFound = (msg: string = MESSAGES.notFound) => new AppError('NOT_FOUND', msg);
export const forbidden = (msg: string = MESSAGES.permissionDenied) => new AppError('FORBIDDEN', msg);
export const conflict = (msg: string) => new AppError('CONFLICT', msg);
export const invalid = (fields: Record<string, string[]>) =>
  new AppError('VALIDATION', 'The given data was invalid.', fields);
