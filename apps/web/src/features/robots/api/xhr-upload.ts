import { isSuccessCode } from '@robot/contracts';
import { ApiError, TRANSPORT_ERROR_CODE } from '../../../lib/api/api-error.ts';
import { getToken } from '../../../stores/auth-store.ts';

export interface XhrUploadInput {
  method: 'POST' | 'PUT';
  url: string;
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  /** Our own API wants the bearer token and answers an envelope; a storage service does neither. */
  api: boolean;
  /** 0..100, as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * Sends a file with XMLHttpRequest, because fetch cannot report upload progress. For our API it
 * answers the envelope's `data` or rejects with an ApiError carrying the envelope's code and message
 * key; for a storage service any 2xx is success.
 */
export function xhrUpload(input: XhrUploadInput): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (input.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(input.method, input.url);
    if (input.api) {
      xhr.setRequestHeader('Accept', 'application/json');
      const token = getToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    }
    for (const [name, value] of Object.entries(input.headers ?? {}))
      xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0)
        input.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    const onAbort = () => xhr.abort();
    input.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => input.signal?.removeEventListener('abort', onAbort);

    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(TRANSPORT_ERROR_CODE, 'errors.network'));
    };
    xhr.onload = () => {
      done();
      if (!input.api) {
        if (xhr.status >= 200 && xhr.status < 300) resolve(null);
        else reject(new ApiError(xhr.status, 'errors.badResponse'));
        return;
      }
      let envelope: { code?: unknown; msg?: unknown; data?: unknown } | undefined;
      try {
        envelope = JSON.parse(xhr.responseText) as typeof envelope;
      } catch {
        envelope = undefined;
      }
      if (!envelope || typeof envelope.code !== 'number' || typeof envelope.msg !== 'string') {
        reject(new ApiError(xhr.status, 'errors.badResponse'));
        return;
      }
      if (isSuccessCode(envelope.code)) resolve(envelope.data);
      else reject(new ApiError(envelope.code, envelope.msg, envelope.data ?? null));
    };
    xhr.send(input.body);
  });
}
