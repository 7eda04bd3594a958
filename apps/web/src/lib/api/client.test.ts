import {
  ErrorKey,
  dictApi,
  monitorApi,
  robotApi,
  userApi,
  type Route,
} from '@robot/contracts/client';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { setFeedbackApis } from '../feedback.ts';
import i18n from '../i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { apiCalls, handle, serve } from '../../test/msw.ts';
import { browser } from './browser.ts';
import { ApiError, KEEPALIVE_MAX_CHARS, apiCall } from './client.ts';
import { resetLoginExpiredDialog } from './login-expired.ts';
import { resetTransportThrottle } from './transport-failure.ts';

type ConfirmOptions = { onOk?: () => void; afterClose?: () => void; content?: unknown };

const toast = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };
const confirm = vi.fn<(o: ConfirmOptions) => void>();

/**
 * The transport is under test, so the server's answers here are raw: any envelope with any HTTP status,
 * a non-JSON body, or a network failure (`HttpResponse.error()`).
 */
const json = (body: Record<string, unknown>, status = 200) => HttpResponse.json(body, { status });
const answer = (ep: Route, response: () => Response) => serve(handle(ep, response));
const calledUrls = () => apiCalls().map((c) => c.url);
/** The alert reports the app handed to fetch (a spy passing on to msw: counted as they are sent). */
let fetchSpy: MockInstance<typeof fetch>;
const alertCalls = () =>
  fetchSpy.mock.calls.filter((c) => String(c[0]) === monitorApi.errorAlert.path);
/** The body of the first alert report, once msw has received it. */
const firstReport = async () => {
  const alerts = () => apiCalls().filter((c) => c.url === monitorApi.errorAlert.path);
  await vi.waitFor(() => expect(alerts().length).toBeGreaterThan(0));
  return alerts()[0]!.body;
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  setFeedbackApis({ message: toast as never, modal: { confirm } as never });
  resetTransportThrottle();
  resetLoginExpiredDialog();
  useAuthStore.setState({ token: 'tok-1', user: null });
});

afterEach(() => {
  vi.useRealTimers();
  toast.error.mockReset();
  confirm.mockReset();
  vi.restoreAllMocks();
});

describe('apiCall envelope', () => {
  it.each([200, 201, 204])(
    'answers data for success code %i, sending the bearer token',
    async (code) => {
      answer(dictApi.robotCategories, () =>
        json({ code, msg: 'ok', data: { list: [], total: 0 } }),
      );
      await expect(apiCall(dictApi.robotCategories)).resolves.toEqual({ list: [], total: 0 });
      expect(apiCalls()[0]?.auth).toBe('Bearer tok-1');
      expect(toast.error).not.toHaveBeenCalled();
    },
  );

  it('lets a small write outlive the page (keepalive), not a read or a large write', async () => {
    const keepalive = () => fetchSpy.mock.calls.map((c) => c[1]?.keepalive);
    answer(robotApi.favorite, () =>
      json({ code: 200, msg: 'ok', data: { favorite: true, favoriteCount: 1 } }),
    );
    await apiCall(robotApi.favorite, { body: { uuid: 'r-1', favorite: true } });
    answer(dictApi.robotCategories, () =>
      json({ code: 200, msg: 'ok', data: { list: [], total: 0 } }),
    );
    await apiCall(dictApi.robotCategories);
    // a body past the limit (a robot's prompt, say): no keepalive, which browsers cap at 64 KB
    answer(robotApi.favorite, () =>
      json({ code: 200, msg: 'ok', data: { favorite: true, favoriteCount: 1 } }),
    );
    await apiCall(robotApi.favorite, {
      body: { uuid: 'x'.repeat(KEEPALIVE_MAX_CHARS), favorite: true },
    });
    expect(keepalive()).toEqual([true, false, false]);
  });

  it("sends the app's language", async () => {
    await i18n.changeLanguage('zh-CN');
    answer(userApi.info, () => json({ code: 200, msg: 'ok', data: null }));
    await apiCall(userApi.info);
    expect(apiCalls()[0]?.language).toBe('zh-CN');
  });

  it('fills path params and the query string', async () => {
    answer(userApi.smsSend, () => json({ code: 200, msg: 'ok', data: { cooldown: 60 } }));
    await apiCall(userApi.smsSend, { params: { phone: '+86 138' } });
    expect(calledUrls()[0]).toBe('/api/user/sms/send/%2B86%20138');
  });

  it('shows a 5 s toast with the code, the translated message and the result, then throws', async () => {
    answer(userApi.info, () => json({ code: 10404, msg: ErrorKey.robotNotFound, data: null }, 404));
    const err = await apiCall(userApi.info).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(10404);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(
      '10404 · Robot not found · Request failed',
      5,
    );
  });

  it('stays quiet for silent calls', async () => {
    answer(userApi.info, () => json({ code: 10500, msg: ErrorKey.databaseError, data: null }));
    await expect(apiCall(userApi.info, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('exposes validation fields of a 10400 answer', async () => {
    answer(userApi.register, () =>
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
    answer(userApi.info, expired);
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
    answer(userApi.info, expired);
    await apiCall(userApi.info).catch(() => undefined);
    confirm.mock.calls[0]?.[0].onOk?.();
    expect(useAuthStore.getState().token).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fassistant%3Fx%3D1');
    window.history.pushState({}, '', '/');
  });

  it('opens again after the first dialog closed', async () => {
    answer(userApi.info, expired);
    await apiCall(userApi.info).catch(() => undefined);
    confirm.mock.calls[0]?.[0].afterClose?.();
    await apiCall(userApi.info).catch(() => undefined);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('on the login call shows the error toast, not the dialog', async () => {
    answer(userApi.login, expired);
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
    answer(monitorApi.errorAlert, () => json({ code: 200, msg: 'ok', data: null }));
    answer(userApi.info, () => HttpResponse.error());
    answer(dictApi.robotCategories, () => HttpResponse.error());
    await apiCall(userApi.info).catch(() => undefined);
    vi.setSystemTime(new Date('2030-01-01T00:00:03Z'));
    await apiCall(dictApi.robotCategories).catch(() => undefined);
    await apiCall(userApi.info).catch(() => undefined);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(
      'Network error: check your connection and try again',
      5,
    );
    expect(alertCalls()).toHaveLength(1);
    const report = (await firstReport()) as {
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
    answer(userApi.info, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    answer(monitorApi.errorAlert, () => json({ code: 200, msg: 'ok', data: null }));
    const err = (await apiCall(userApi.info).catch((e: unknown) => e)) as ApiError;
    expect(err.msg).toBe('errors.badResponse');
    await vi.waitFor(() => expect(alertCalls()).toHaveLength(1));
    const report = (await firstReport()) as {
      errorCode: number;
      deviceInfoJson: { responseText: string };
    };
    expect(report.errorCode).toBe(502);
    expect(report.deviceInfoJson.responseText).toContain('Bad gateway');
  });

  it('never reports a failure of the alert call itself', async () => {
    answer(monitorApi.errorAlert, () => HttpResponse.error());
    await apiCall(monitorApi.errorAlert, {
      body: { errorCode: 1, errorMessage: 'x', deviceInfoJson: {} },
    }).catch(() => undefined);
    expect(apiCalls()).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('ignores aborted calls', async () => {
    const controller = new AbortController();
    controller.abort();
    answer(userApi.info, () => json({ code: 200, msg: 'ok', data: null }));
    // the call goes on to msw, which refuses an aborted request as fetch does
    await expect(apiCall(userApi.info, { signal: controller.signal })).rejects.toThrow('aborted');
    expect(toast.error).not.toHaveBeenCalled();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
