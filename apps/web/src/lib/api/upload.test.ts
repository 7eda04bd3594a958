import { ErrorKey, filesApi, monitorApi } from '@robot/contracts/client';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedbackApis } from '../feedback.ts';
import i18n from '../i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { apiCalls, handle, refuse, serve } from '../../test/msw.ts';
import { ApiError } from './api-error.ts';
import { resetTransportThrottle } from './transport-failure.ts';
import { apiUpload, storageUpload } from './upload.ts';

const toast = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };

const formWith = (text: string) => {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/plain' }), 'a.txt');
  return form;
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  setFeedbackApis({ message: toast as never, modal: { confirm: vi.fn() } as never });
  resetTransportThrottle();
  useAuthStore.setState({ token: 'tok-3', user: null });
});
afterEach(() => toast.error.mockReset());

describe('apiUpload', () => {
  it("answers the envelope's data, sending the token", async () => {
    serve(handle(filesApi.extractFile, () => ({ content: 'hello', chars: 5 })));
    await expect(apiUpload(filesApi.extractFile, formWith('hello'))).resolves.toMatchObject({
      content: 'hello',
    });
    expect(apiCalls()[0]).toMatchObject({
      method: 'POST',
      url: '/api/extract/file',
      auth: 'Bearer tok-3',
    });
  });

  it('rejects a refusal with the typed error after one toast, or none when the caller explains it', async () => {
    serve(handle(filesApi.extractFile, () => refuse(ErrorKey.fileTooLarge)));
    const err = await apiUpload(filesApi.extractFile, formWith('x')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(10413);
    expect(toast.error).toHaveBeenCalledTimes(1);

    toast.error.mockReset();
    const inline = vi.fn(() => true);
    await apiUpload(filesApi.extractFile, formWith('x'), { inline }).catch(() => undefined);
    expect(inline).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('storageUpload', () => {
  it('sends exactly the signed headers, no token, and reports a failure without the signature', async () => {
    let auth: string | null = 'unset';
    serve(
      http.put('https://bucket.example.com/q/k.png', ({ request }) => {
        auth = request.headers.get('Authorization');
        return new HttpResponse('denied', { status: 403 });
      }),
      handle(monitorApi.errorAlert, () => null),
    );
    const err = await storageUpload(
      { url: 'https://bucket.example.com/q/k.png?X-Amz-Signature=secret', headers: {} },
      new Blob(['png']),
    ).catch((e: unknown) => e);
    expect(auth).toBeNull();
    expect((err as ApiError).msg).toBe('errors.badResponse');
    await vi.waitFor(() =>
      expect(apiCalls().some((c) => c.url === monitorApi.errorAlert.path)).toBe(true),
    );
    const report = apiCalls().find((c) => c.url === monitorApi.errorAlert.path);
    expect(JSON.stringify(report?.body)).not.toContain('secret');
  });
});
