import {
  ErrorCode,
  isSuccessCode,
  monitorApi,
  pathWith,
  userApi,
  type BodyOf,
  type DataOf,
  type Endpoint,
  type QueryOf,
} from '@robot/contracts';
import { UiTiming } from '../ui-timing.ts';
import i18n from '../i18n/i18n.ts';
import { translateKey } from '../i18n/translate-key.ts';
import { feedback } from '../feedback.ts';
import { getToken } from '../../stores/auth-store.ts';
import { ApiError, TRANSPORT_ERROR_CODE } from './api-error.ts';
import { showLoginExpiredDialog } from './login-expired.ts';
import { onTransportFailure, type TransportFailure } from './transport-failure.ts';

export { ApiError } from './api-error.ts';

export interface CallInput<E extends Endpoint> {
  body?: BodyOf<E>;
  query?: QueryOf<E>;
  /** Values for `{name}` placeholders of the endpoint path. */
  params?: Record<string, string>;
  signal?: AbortSignal;
  /** The caller handles failures itself: no error toast and no 'login expired' dialog. */
  silent?: boolean;
}

/** Calls whose 10401 means wrong input or an already-dead session, never 'login expired'. */
const sessionCalls = new Set<string>([
  userApi.login.path,
  userApi.smsLogin.path,
  userApi.logout.path,
  userApi.register.path,
]);

const queryString = (query: unknown): string => {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
};

const isEnvelope = (v: unknown): v is { code: number; msg: string; data: unknown } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { code?: unknown }).code === 'number' &&
  typeof (v as { msg?: unknown }).msg === 'string';

/** Toast text: the code, the translated message, then the translated result. */
export const errorToastText = (error: ApiError): string =>
  `${error.code} · ${translateKey(error.msg)} · ${i18n.t('common:result.failed')}`;

/**
 * Calls one endpoint of the contract and answers its `data`. Success codes (200, 201, 204) resolve;
 * anything else rejects with an ApiError after the feedback the product spec (section 8) asks for.
 */
export async function apiCall<E extends Endpoint>(
  ep: E,
  input: CallInput<E> = {},
): Promise<DataOf<E>> {
  const url = `${input.params ? pathWith(ep.path, input.params) : ep.path}${queryString(input.query)}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = input.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const silent = input.silent ?? false;

  const fail = (f: Omit<TransportFailure, 'method' | 'url'>, code: number, msg: string) => {
    onTransportFailure(
      { ...f, method: ep.method, url },
      {
        silent: silent || ep.path === monitorApi.errorAlert.path,
        send: (body) => apiCall(monitorApi.errorAlert, { body, silent: true }),
      },
    );
    return new ApiError(code, msg, null);
  };

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: ep.method,
      headers,
      body: hasBody ? JSON.stringify(input.body) : undefined,
      signal: input.signal,
    });
    text = await response.text();
  } catch (err) {
    // The caller cancelled: not a failure to report.
    if (input.signal?.aborted) throw err;
    throw fail(
      { errorCode: 'network', message: err instanceof Error ? err.message : String(err) },
      TRANSPORT_ERROR_CODE,
      'errors.network',
    );
  }

  if (response.status === 204 && text === '') return null as DataOf<E>;
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    envelope = undefined;
  }
  if (!isEnvelope(envelope)) {
    throw fail(
      {
        errorCode: response.status,
        message: `HTTP ${response.status}: not a JSON envelope`,
        responseURL: response.url,
        responseText: text,
      },
      response.status,
      'errors.badResponse',
    );
  }

  if (isSuccessCode(envelope.code)) return envelope.data as DataOf<E>;

  const error = new ApiError(envelope.code, envelope.msg, envelope.data);
  if (silent) throw error;
  if (error.code === ErrorCode.invalidToken && !sessionCalls.has(ep.path)) {
    showLoginExpiredDialog();
    throw error;
  }
  void feedback.message.error(errorToastText(error), UiTiming.errorToastSeconds);
  throw error;
}
