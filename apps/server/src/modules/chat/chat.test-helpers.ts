import { chatApi } from '@robot/contracts';
import type { chatStreamEvents, EventDataOf } from '@robot/contracts';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as tick } from 'node:timers/promises';
import {
  plainModelInfo,
  ModelError,
  type ModelErrorKind,
  type ModelProvider,
  type StreamEvent,
  type StreamRequest,
} from '../ai/model-provider.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { CurrentUser } from '../auth/auth.service.ts';
import type { AnswerIo } from './chat-answer.ts';
import type { PreparedTurn } from './chat-turn.ts';

/** The least of a prepared turn that `runAnswer` reads: for tests that call it directly. */
export const answerOnlyTurn = (): PreparedTurn =>
  ({
    answer: { id: 'a1' },
    plugins: [],
    request: { messages: [{ role: 'user', content: 'hi' }] },
  }) as unknown as PreparedTurn;

/** Where `runAnswer` sends an answer in tests: every piece taken at once and kept in `sent`. */
export const recordingIo = (sent: string[], over: Partial<AnswerIo> = {}): AnswerIo => ({
  onDelta: (text) => {
    sent.push(text);
    return true;
  },
  onTool: () => true,
  signal: new AbortController().signal,
  user: {} as CurrentUser,
  ...over,
});

/** What the scripted model does on its next calls. */
export interface Script {
  tokens: string[];
  /** throw a ModelError of this kind before sending token number `failAt` */
  failAt?: number;
  failKind?: ModelErrorKind;
  /** stop before token number `hangAt` and wait until the caller aborts */
  hangAt?: number;
}

export interface ScriptedModel extends ModelProvider {
  calls: StreamRequest[];
  script: Script;
  /** resolves when a call's signal aborts (the upstream was cancelled) */
  aborted: Promise<void>;
  /** resolves when a call reaches `hangAt` */
  hanging: Promise<void>;
  /** lets calls waiting at `hangAt` go on */
  release(): void;
}

/** A ModelProvider that answers from a script and records every request it gets. */
export function scriptedModel(
  script: Script = { tokens: ['Hello', ', ', 'world'] },
): ScriptedModel {
  let markAborted!: () => void;
  let markHanging!: () => void;
  let released = false;
  const waiting: (() => void)[] = [];
  const model: ScriptedModel = {
    kind: 'openai',
    calls: [],
    script,
    aborted: new Promise((r) => (markAborted = r)),
    hanging: new Promise((r) => (markHanging = r)),
    release() {
      released = true;
      for (const go of waiting.splice(0)) go();
    },
    async listModels() {
      return {
        models: [plainModelInfo('model-a', 'Model A'), plainModelInfo('model-b', 'Model B')],
        defaultModel: 'model-a',
      };
    },
    async *stream(req: StreamRequest): AsyncGenerator<StreamEvent> {
      model.calls.push(req);
      const s = model.script;
      req.signal.addEventListener('abort', () => markAborted(), { once: true });
      for (let i = 0; i < s.tokens.length; i += 1) {
        if (s.failAt === i) throw new ModelError(s.failKind ?? 'upstream', 'scripted failure');
        if (s.hangAt === i) {
          markHanging();
          await new Promise<void>((resolve) => {
            if (req.signal.aborted || released) resolve();
            waiting.push(resolve);
            req.signal.addEventListener('abort', () => resolve(), { once: true });
          });
        }
        if (req.signal.aborted) throw req.signal.reason;
        yield { type: 'delta', text: s.tokens[i]! };
        await tick();
      }
      if (s.failAt === s.tokens.length) throw new ModelError(s.failKind ?? 'upstream', 'late');
      yield {
        type: 'done',
        finishReason: 'stop',
        usage: { promptTokens: 7, completionTokens: s.tokens.length },
      };
    },
  };
  return model;
}

type ChatEvents = typeof chatStreamEvents;
/** One event of the chat stream, its data typed by the contract's event of that name. */
export type SseEvent = {
  [K in keyof ChatEvents]: { event: K; data: EventDataOf<ChatEvents, K> };
}[keyof ChatEvents];

/** The data of `e`, which must be an event of this name (the test fails otherwise). */
export function dataOf<K extends keyof ChatEvents>(
  e: SseEvent | undefined,
  name: K,
): EventDataOf<ChatEvents, K> {
  if (e?.event !== name) throw new Error(`expected a ${name} event, got ${JSON.stringify(e)}`);
  return e.data as EventDataOf<ChatEvents, K>;
}

/** The events of a text/event-stream body (comments dropped). */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').filter((l) => l && !l.startsWith(':')))
    .filter((lines) => lines.length > 0)
    .map(
      (lines) =>
        // As sent: the tests assert each event's name and fields themselves.
        ({
          event: lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message',
          data: JSON.parse(
            lines
              .filter((l) => l.startsWith('data: '))
              .map((l) => l.slice(6))
              .join('\n'),
          ),
        }) as SseEvent,
    );
}

/** POST /api/stream/chat through inject: the status, the raw answer and its events. */
export async function streamChat(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await t.raw(chatApi.stream, {
    body: body,
    token,
  });
  const isStream = String(res.res.headers['content-type']).startsWith('text/event-stream');
  return { ...res, events: isStream ? parseSse(res.res.body) : [] };
}

/** Asks a question in a new conversation and answers the meta event. */
export async function startConversation(
  t: TestApp,
  token: string,
  extra: Record<string, unknown> = {},
) {
  const r = await streamChat(t, token, {
    conversationId: 'new_conversation',
    message: 'First question',
    ...extra,
  });
  const meta = r.events.find((e) => e.event === 'meta');
  if (!meta) throw new Error(`no stream: ${r.status} ${JSON.stringify(r.body)}`);
  return meta.data;
}

export const getConversation = (t: TestApp, token: string, id: string) =>
  t.api(chatApi.conversation, { params: { id }, token });

/**
 * Opens the stream on a real socket, waits until `minDeltas` delta events arrived, then drops the
 * connection (what a closed browser tab does).
 */
export async function streamThenHangUp(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  minDeltas = 1,
): Promise<SseEvent[]> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: chatApi.stream.path,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          const events = parseSse(text.slice(0, text.lastIndexOf('\n\n') + 2));
          if (events.filter((e) => e.event === 'delta').length >= minDeltas) {
            req.destroy();
            resolve(events);
          }
        });
        res.on('end', () => reject(new Error(`stream ended before the hang-up: ${text}`)));
      },
    );
    req.on('error', () => {});
    req.end(payload);
  });
}

/** Polls until `check` answers a value (the server finishes its work after the client left). */
export async function eventually<T>(check: () => Promise<T | undefined>, tries = 200): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const v = await check();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition never became true');
}
