import { dictApi, directoryApis, usageApi, userApi } from '@robot/contracts/client';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_REQUESTS, ITEM_KINDS } from '../../../build/app-shell-boot.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { me } from '../../test/account-fixtures.tsx';
import { ROBOT, fakeChatApi } from '../../test/chat-fixtures.tsx';
import { apiCalls, serve, unanswered } from '../../test/msw.ts';
import { renderApp } from '../../test/robot-fixtures.tsx';
import { BOOT_ANSWER_MAX_AGE_MS, takeBootAnswer } from './boot-requests.ts';
import { apiCall, urlOf } from './client.ts';

const envelope = (data: unknown) =>
  Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data })));
const headers = { 'Accept-Language': 'en-US' };

afterEach(() => {
  delete window.__rsBoot;
  useAuthStore.getState().clear();
});

describe('takeBootAnswer', () => {
  it('hands the answer out once, to a call with the same language and token', () => {
    const answer = envelope(1);
    window.__rsBoot = { '/api/x': { lang: 'en-US', auth: '', at: Date.now(), answer } };
    expect(takeBootAnswer('/api/x', headers)).toBe(answer);
    expect(takeBootAnswer('/api/x', headers)).toBeUndefined();
  });

  it('refuses an answer asked in another language, with another token, or long ago', () => {
    const now = Date.now();
    window.__rsBoot = {
      '/api/lang': { lang: 'zh-CN', auth: '', at: now, answer: envelope(1) },
      '/api/auth': { lang: 'en-US', auth: 'Bearer old', at: now, answer: envelope(1) },
      '/api/old': {
        lang: 'en-US',
        auth: '',
        at: now - BOOT_ANSWER_MAX_AGE_MS - 1,
        answer: envelope(1),
      },
    };
    expect(takeBootAnswer('/api/lang', headers)).toBeUndefined();
    expect(
      takeBootAnswer('/api/auth', { ...headers, Authorization: 'Bearer new' }),
    ).toBeUndefined();
    expect(takeBootAnswer('/api/old', headers)).toBeUndefined();
    expect(window.__rsBoot).toEqual({});
  });
});

describe('apiCall with a boot answer', () => {
  it('answers from it without asking the server again', async () => {
    const settings = { siteName: 'from the boot script' };
    window.__rsBoot = {
      [usageApi.siteSettings.path]: {
        lang: 'en-US',
        auth: '',
        at: Date.now(),
        answer: envelope(settings),
      },
    };
    await expect(apiCall(usageApi.siteSettings)).resolves.toEqual(settings);
    expect(apiCalls()).toHaveLength(0);
  });
});

// The boot script's URLs must be the ones the app asks, or its answers are never used.
describe('BOOT_REQUESTS', { timeout: 60_000 }, () => {
  const pages: [string, string, string[], boolean][] = [
    ['home', '/', BOOT_REQUESTS.routes.home!, false],
    ['square', '/robot-list', BOOT_REQUESTS.routes.square!, false],
    ['aitool', '/ai-tool-list', BOOT_REQUESTS.routes.aitool!, false],
    ['chat', `/chat/${ROBOT}`, BOOT_REQUESTS.chat.map((u) => u.replace('{uuid}', ROBOT)), true],
    [
      'robot (shared link)',
      `/robot-detail/${ROBOT}?from=singlemessage`,
      BOOT_REQUESTS.detail.map((u) => u.replace('{uuid}', ROBOT)),
      false,
    ],
    [
      'robot (in the app)',
      `/robot-info/${ROBOT}`,
      BOOT_REQUESTS.detail.map((u) => u.replace('{uuid}', ROBOT)),
      true,
    ],
    ['sign-in', '/login', [], false],
    ['articles', '/article-list', BOOT_REQUESTS.routes.articles!, false],
    ['industry applications', '/xky', [], false],
    ['contact', '/contact?type=cooperation', [], false],
    ...(
      [
        ['AI tool', 'ai-tool-detail', 'aitool'],
        ['article', 'article-detail', 'article'],
        ['industry application (in the app)', 'xky-info', 'xky'],
      ] as const
    ).map(([name, prefix, kind]): [string, string, string[], boolean] => [
      name,
      `/${prefix}/${ROBOT}?from=timeline`,
      BOOT_REQUESTS.item.map((u) => u.replace('{kind}', kind).replace('{uuid}', ROBOT)),
      false,
    ]),
  ];
  it('know every kind of item page', () => {
    expect(Object.values(ITEM_KINDS).sort()).toEqual(Object.keys(directoryApis).sort());
  });

  it("include the app's start-up reads", () => {
    expect([...BOOT_REQUESTS.all].sort()).toEqual(
      [urlOf(dictApi.robotCategories, {}), urlOf(usageApi.siteSettings, {})].sort(),
    );
    expect(BOOT_REQUESTS.signedIn).toEqual([urlOf(userApi.info, {})]);
  });

  for (const [name, path, urls, signedIn] of pages) {
    it(`are what the ${name} page asks first`, async () => {
      serve(unanswered);
      if (signedIn) {
        useAuthStore.getState().setToken('t0k');
        useAuthStore.getState().setUser(me);
        fakeChatApi();
      }
      renderApp(path);
      // the app's own start-up reads (categories, user) are checked above: this renders its routes
      const expected = [urlOf(usageApi.siteSettings, {}), ...urls];
      await waitFor(
        () => {
          const asked = apiCalls().map((c) => c.url);
          expect(expected.filter((u) => !asked.includes(u))).toEqual([]);
        },
        { timeout: 15_000 },
      );
    });
  }
});
