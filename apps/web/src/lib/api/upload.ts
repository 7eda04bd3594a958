import { isSuccessCode, type DataOf, type EndpointOf, type Route } from '@robot/contracts/client';
import { ApiError } from './api-error.ts';
import {
  badResponse,
  envelopeOf,
  networkFailure,
  refused,
  requestHeaders,
  unreachable,
  urlOf,
  type CallInput,
} from './client.ts';
import type { FeedbackOptions } from './error-feedback.ts';

export interface UploadOptions extends FeedbackOptions {
  /** 0..100, as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

interface XhrAnswer {
  status: number;
  text: string;
  url: string;
}

/** One XMLHttpRequest (fetch cannot report upload progress); rejects with the network error or an AbortError. */
function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: XMLHttpRequestBodyInit,
  options: UploadOptions,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0)
        options.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.onerror = () => {
      done();
      reject(new Error('XMLHttpRequest failed'));
    };
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, text: xhr.responseText, url: xhr.responseURL });
    };
    xhr.send(body);
  });
}

const sendOrFail = async (
  ep: { method: string; path: string },
  method: string,
  url: string,
  headers: Record<string, string>,
  body: XMLHttpRequestBodyInit,
  options: UploadOptions,
): Promise<XhrAnswer> => {
  try {
    return await send(method, url, headers, body, options);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    const f = networkFailure(err);
    // A signed query string is a credential: never in an error report.
    throw unreachable(ep, url.split('?')[0] ?? '', f.failure, f.error, options);
  }
};

/**
 * Sends multipart form data to one endpoint of our API with upload progress, and answers the
 * envelope's `data`; failures reject with an ApiError after the transport's feedback. `url` replaces
 * the endpoint's path when the server named where to send (an upload signature).
 */
export async function apiUpload<E extends Route>(
  ep: E,
  form: FormData,
  input: Omit<CallInput<E>, 'body' | 'query'> & UploadOptions & { url?: string } = {} as never,
): Promise<DataOf<EndpointOf<E>>> {
  const url = input.url ?? urlOf(ep, input);
  const answer = await sendOrFail(
    ep,
    ep.method,
    url,
    requestHeaders('application/json', false),
    form,
    input,
  );
  const envelope = envelopeOf(answer.text);
  if (!envelope) {
    const f = badResponse(answer.status, answer.url, answer.text);
    throw unreachable(ep, url, f.failure, f.error, input);
  }
  if (isSuccessCode(envelope.code)) return envelope.data as DataOf<EndpointOf<E>>;
  throw refused(ep, envelope, input);
}

/**
 * PUTs a file to object storage with exactly the signed headers (no token, no envelope: any 2xx is
 * success), with upload progress. A failure rejects with an ApiError after the transport's feedback.
 */
export async function storageUpload(
  target: { url: string; headers: Record<string, string> },
  file: Blob,
  options: UploadOptions = {},
): Promise<void> {
  // The signed query string is a credential: never in an error report.
  const ep = { method: 'PUT', path: target.url.split('?')[0] ?? '' };
  const answer = await sendOrFail(ep, 'PUT', target.url, target.headers, file, options);
  if (answer.status >= 200 && answer.status < 300) return;
  const error = new ApiError(answer.status, 'errors.badResponse');
  throw unreachable(
    ep,
    ep.path,
    { errorCode: answer.status, message: `storage answered HTTP ${answer.status}` },
    error,
    options,
  );
}
