import { ErrorKey, dictApi, monitorApi, userApi } from '@robot/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedbackApis } from '../feedback.ts';
import i18n from '../i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { browser } from './browser.ts';
import { ApiError, apiCall } from './client.ts';
import { resetLoginExpiredDialog } from './login-expired.ts';
import { resetTransportThrottle } from './transport-failure.ts';

type ConfirmOptions = { onOk?: () => void; afterClose?: () => void; content?: unknown };

const toast = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };
const confirm = vi.fn<(o: ConfirmOptions) => void>();
const fetchMock = vi.fn<typeof fetch>();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const calledUrls = () => fetchMock.mock.calls.map((c) => String(c[0]));
const alertCalls = () => calledUrls().filter((u) => u === monitorApi.errorAlert.path);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  vi.stubGlobal('fetch', fetchMock);
  setFeedbackApis({ message: toast as never, modal: { confirm } as never });
  resetTransportThrottle();
  resetLoginExpiredDialog();
  useAuthStore.setState({ token: 'tok-1', user: null });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  toast.error.mockReset();
  confirm.mockReset();
  vi.restoreAllMocks();
});

describe('apiCall envelope', () => {
  it.each([200, 201, 204])(
    'answers data for success code %i, sending the bearer token',
    async (code) => {
      fetchMock.mockResolvedValueOnce(json({ code, msg: 'ok', data: { list: [], total: 0 } }));
      await expect(apiCall(dictApi.robotCategories)).resolves.toEqual({ list: [], total: 0 });
      const init = fetchMock.mock.calls[0]?.[1];
      expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
      expect(toast.error).not.toHaveBeenCalled();
    },
  );

  it("sends the app's language", async () => {
    await i18n.changeLanguage('zh-CN');
    fetchMock.mockResolvedValueOnce(json({ code: 200, msg: 'ok', data: null }));
    await apiCall(userApi.info);
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>)['Accept-Language']).toBe('zh-CN');
  });

  it('fills path params and the query string', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 200, msg: 'ok', data: { cooldown: 60 } }));
    await apiCall(userApi.smsSend, { params: { phone: '+86 138' } });
    expect(calledUrls()[0]).toBe('/api/user/sms/send/%2B86%20138');
  });

  it('shows a 5 s toast with the code, the translated message and the result, then throws', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ code: 10404, msg: ErrorKey.robotNotFound, data: null }, 404),
    );
    const err = await apiCall(userApi.info).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(10404);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(
      '10404 · Robot not found · Request failed',
      5,
    );
  });

  it('stays quiet for silent calls', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 10500, msg: ErrorKey.databaseError, data: null }));
    await expect(apiCall(userApi.info, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('exposes validation fields of a 10400 answer', async () => {
    fetchMock.mockResolvedValueOnce(
      json({
        code: 10400,
        msg: ErrorKey.invalidInput,
        data: { fields: { username: 'validation.usernameChars' } },
      }),
    );
    const err = (await apiCall(userApi.register, {
      body: { username: 'a b', password: 'secret12' },
    }).catch((e: unknown) => e)) as ApiError;
    expect(err.fields).toEqual({ username: 'validation.usernameChars' });
  });
});

describe('10401', () => {
  const expired = () => json({ code: 10401, msg: ErrorKey.invalidToken, data: null }, 401);

  it('opens the login-expired dialog once for several failing calls, no toast', async () => {
    fetchMock.mockImplementation(async () => expired());
    const results = await Promise.allSettled([apiCall(userApi.info), apiCall(userApi.info)]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.calls[0]?.[0].content).toBe(
      'Login expired. Do you want to go to the login page?',
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('confirm logs out and loads the login page with a redirect back', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/assistant?x=1');
    fetchMock.mockResolvedValueOnce(expired());
    await apiCall(userApi.info).catch(() => undefined);
    confirm.mock.calls[0]?.[0].onOk?.();
    expect(useAuthStore.getState().token).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fassistant%3Fx%3D1');
    window.history.pushState({}, '', '/');
  });

  it('opens again after the first dialog closed', async () => {
    fetchMock.mockImplementation(async () => expired());
    await apiCall(userApi.info).catch(() => undefined);
    confirm.mock.calls[0]?.[0].afterClose?.();
    await apiCall(userApi.info).catch(() => undefined);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('on the login call shows the error toast, not the dialog', async () => {
    fetchMock.mockResolvedValueOnce(expired());
    await expect(
      apiCall(userApi.login, { body: { username: 'a', password: 'b' } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(confirm).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});

describe('transport errors', () => {
  it('toast at most once per 6 s and one alert report per window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    fetchMock.mockImplementation(async (input) =>
      String(input) === monitorApi.errorAlert.path
        ? json({ code: 200, msg: 'ok', data: null })
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    await apiCall(userApi.info).catch(() => undefined);
    vi.setSystemTime(new Date('2030-01-01T00:00:03Z'));
    await apiCall(dictApi.robotCategories).catch(() => undefined);
    await apiCall(userApi.info).catch(() => undefined);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(
      'Network error: check your connection and try again',
      5,
    );
    expect(alertCalls()).toHaveLength(1);
    const report = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body)) as {
      errorCode: string;
      deviceInfoJson: Record<string, unknown>;
    };
    expect(report.errorCode).toBe('network');
    expect(report.deviceInfoJson).toMatchObject({
      href: window.location.href,
      origin: window.location.origin,
    });

    vi.setSystemTime(new Date('2030-01-01T00:00:06.5Z'));
    await apiCall(userApi.info).catch(() => undefined);
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(alertCalls()).toHaveLength(2);
  });

  it('reports a non-JSON answer with its url and text', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }))
      .mockResolvedValueOnce(json({ code: 200, msg: 'ok', data: null }));
    const err = (await apiCall(userApi.info).catch((e: unknown) => e)) as ApiError;
    expect(err.msg).toBe('errors.badResponse');
    await vi.waitFor(() => expect(alertCalls()).toHaveLength(1));
    const report = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body)) as {
      errorCode: number;
      deviceInfoJson: { responseText: string };
    };
    expect(report.errorCode).toBe(502);
    expect(report.deviceInfoJson.responseText).toContain('Bad gateway');
  });

  it('never reports a failure of the alert call itself', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await apiCall(monitorApi.errorAlert, {
      body: { errorCode: 1, errorMessage: 'x', deviceInfoJson: {} },
    }).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('ignores aborted calls', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(apiCall(userApi.info, { signal: controller.signal })).rejects.toThrow('aborted');
    expect(toast.error).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
