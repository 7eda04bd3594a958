import { codeOfKey, httpStatusOf, type ErrorCodeValue, type ErrorKeyValue } from '@robot/contracts';

/**
 * An error the client is meant to see: a catalogue key (which fixes the body code and the HTTP status)
 * and, for validation, the failing fields.
 */
export class AppError extends Error {
  readonly code: ErrorCodeValue;
  readonly status: number;
  readonly key: ErrorKeyValue;
  readonly data: Record<string, unknown> | null;

  constructor(key: ErrorKeyValue, data: Record<string, unknown> | null = null) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.code = codeOfKey[key];
    this.status = httpStatusOf[this.code];
    this.data = data;
  }

  static invalidFields(fields: Record<string, string>): AppError {
    return new AppError('errors.invalidInput', { fields });
  }
}

export const isAppError = (err: unknown): err is AppError => err instanceof AppError;
