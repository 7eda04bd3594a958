import { chatStreamEvents, type ChatMetaEvent } from '@robot/contracts';
import { chatApi, ErrorKey } from '@robot/contracts/client';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedbackApis } from '../feedback.ts';
import i18n from '../i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { handle, refuse, serve } from '../../test/msw.ts';
import { ApiError } from './api-error.ts';
import { resetLoginExpiredDialog } from './login-expired.ts';
import { apiStream } from './stream.ts';
import { resetTransportThrottle } from './transport-failure.ts';

const toast = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };
const confirm = vi.fn();

const body = { conversationId: 'new_conversation', message: 'hi' };
const meta: ChatMetaEvent = {
  conversationId: 'c1',
  rootId: 'r1',
  userMessageId: 'u1',
  assistantMessageId: 'a1',
  title: 'hi',
  model: 'm',
};

/** Answers the chat stream with this text/event-stream text. */
const streamOf = (text: string) =>
  serve(
    http.post(
      chatApi.stream.path,
      () => new HttpResponse(text, { headers: { 'Content-Type': 'text/event-stream' } }),
    ),
  );

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  setFeedbackApis({ message: toast as never, modal: { confirm } as never });
  resetTransportThrottle();
  resetLoginExpiredDialog();
  useAuthStore.setState({ token: 'tok-9', user: null });
});
afterEach(() => {
  toast.error.mockReset();
  confirm.mockReset();
});

describe('apiStream', () => {
  it("hands each event to its handler, parsed with the contract's schema, and skips a bad one", async () => {
    streamOf(
      ': ping\n\n' +
        sse('meta', meta) +
        sse('delta', { content: 'Hel' }) +
        sse('delta', { text: 'not a delta' }) +
        sse('delta', { content: 'lo' }) +
        sse('done', { finishReason: 'stop', usage: null }) +
        sse('delta', { content: 'after the end' }),
    );
    const seen: unknown[] = [];
    const end = await apiStream(
      chatApi.stream,
      {
        events: chatStreamEvents,
        on: {
          meta: (m) => void seen.push(m.rootId),
          delta: (d) => void seen.push(d.content),
          done: (d) => {
            seen.push(d.finishReason);
            return 'end';
          },
        },
      },
      { body },
    );
    expect(end).toBe('ended');
    expect(seen).toEqual(['r1', 'Hel', 'lo', 'stop']);
  });

  it("asks in the app's language with the token", async () => {
    let headers: Headers | undefined;
    serve(
      http.post(chatApi.stream.path, ({ request }) => {
        headers = request.headers;
        return new HttpResponse('', { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    await apiStream(chatApi.stream, { events: chatStreamEvents, on: {} }, { body });
    expect(headers?.get('Accept')).toBe('text/event-stream');
    expect(headers?.get('Accept-Language')).toBe('zh-CN');
    expect(headers?.get('Authorization')).toBe('Bearer tok-9');
  });

  it('says the stream was cut when it closes before a handler ended it', async () => {
    streamOf(sse('meta', meta) + sse('delta', { content: 'par' }));
    const end = await apiStream(chatApi.stream, { events: chatStreamEvents, on: {} }, { body });
    expect(end).toBe('cut');
  });

  it('rejects a refusal before the stream with the typed error, after one toast', async () => {
    serve(handle(chatApi.stream, () => refuse(ErrorKey.creditsNotEnough)));
    const err = await apiStream(
      chatApi.stream,
      { events: chatStreamEvents, on: {} },
      { body },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(10402);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('lets the caller explain a refusal in place (no toast), but 10401 still opens the dialog', async () => {
    serve(handle(chatApi.stream, () => refuse(ErrorKey.tooManyRequests)));
    const inline = vi.fn(() => true);
    await apiStream(chatApi.stream, { events: chatStreamEvents, on: {} }, { body, inline }).catch(
      () => undefined,
    );
    expect(inline).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();

    serve(handle(chatApi.stream, () => refuse(ErrorKey.invalidToken)));
    inline.mockClear();
    await apiStream(chatApi.stream, { events: chatStreamEvents, on: {} }, { body, inline }).catch(
      () => undefined,
    );
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(inline).not.toHaveBeenCalled();
  });
});
