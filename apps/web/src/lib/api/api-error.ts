import { ErrorCode } from '@robot/contracts/client';

/** Code of an ApiError raised before any envelope arrived (network down, non-JSON answer). */
export const TRANSPORT_ERROR_CODE = 0;

/** A failed call: the envelope's `code`, `msg` (an i18n key) and `data`. */
export class ApiError extends Error {
  code: number;
  msg: string;
  data: unknown;

  constructor(code: number, msg: string, data: unknown = null) {
    super(`${code} ${msg}`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
  }

  /** 10400 with `data.fields`: `{ field: 'validation.reasonKey' }`, for showing beside inputs. */
  get fields(): Record<string, string> | undefined {
    if (this.code !== ErrorCode.invalidInput) return undefined;
    const fields = (this.data as { fields?: unknown } | null)?.fields;
    if (!fields || typeof fields !== 'object') return undefined;
    return Object.fromEntries(
      Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  }

  get isTransport(): boolean {
    return this.code === TRANSPORT_ERROR_CODE || this.msg === 'errors.badResponse';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
