/**
 * What the chat benches send and how they start the server: the question, the direct call to the fake
 * model (or to a proxy in front of it), the call through our server, the server's environment, and
 * a user signed up through the API. Shared by chat-streams.mjs (the issue-12 figures) and
 * chat-ladder.mjs (what each layer of a chat turn adds).
 */
import { openAiChunkText, postJson, streamPost } from './chat-bench-lib.mjs';

export const QUESTION = 'What is the tallest mountain on Earth, and how tall is it?';
// The server's default assistant prompt is about this long; the direct call sends one like it.
const SYSTEM =
  'You are the helpful general assistant of Robot Square. Answer accurately and concisely, use ' +
  'Markdown where it helps, say so when you are not sure, and reply in the language the user writes in.';

/**
 * The server as the benches run it. The limits that would refuse a bench (3 streams and 20 answers a
 * minute per user) are raised: the benches measure streaming, not the limiter. Credits are on, as in
 * production, where every answer is paid for, with a grant no bench spends; BENCH_CREDITS=false turns
 * them off (the chat figures up to round 19 were taken so).
 */
export const serverEnv = (maxStreamsPerUser) => ({
  NODE_ENV: 'production',
  SMS_LOG_SENDER_IN_PRODUCTION: 'true',
  REGISTER_MAX_PER_IP: '1000000',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
  SEED_DEMO: 'false',
  DATABASE_URL: '',
  REDIS_URL: '',
  OPENAI_API_KEY: 'bench',
  // production stores the seeded provider's key only when it can encrypt it
  MODEL_KEY_SECRET: 'bench-model-key-secret-not-for-production',
  OPENAI_MODEL: 'bench-model',
  CREDITS_ENABLED: process.env.BENCH_CREDITS ?? 'true',
  CREDITS_NEW_USER_GRANT: '1000000000',
  CHAT_MAX_CONCURRENT_STREAMS_PER_USER: String(maxStreamsPerUser),
  CHAT_RATE_PER_MINUTE: '1000000',
});

/** The line the server prints once it listens (group 1: its port). */
export const SERVER_READY = /running at\s+http:\/\/[^:]+:(\d+)/;

/** Registers `username` on the server at `base` and answers its access token. */
export async function signUp(base, username) {
  await postJson(`${base}/api/user/register`, { username, password: 'bench-password' });
  const login = await postJson(`${base}/api/user/login`, {
    username,
    password: 'bench-password',
  });
  return login.access_token;
}

/** How a stream of our own events (`meta`, `delta`, `done`) is read. */
const ourEvents = (expected) => ({
  firstToken: (b) => b.event === 'delta',
  text: (b) => (b.event === 'delta' ? (JSON.parse(b.data).content ?? '') : ''),
  end: (b) => b.event === 'done',
  expected,
});

/** The calls of a bench whose fake model answers `tokens` tokens. */
export function chatCalls(tokens) {
  const expected = Array.from({ length: tokens }, (_, i) => `tok${i} `).join('');
  const openAiBody = {
    model: 'bench-model',
    stream: true,
    messages: [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: QUESTION },
    ],
  };
  /** The question as the chat completions API takes it, to the fake (`port`) or a proxy before it. */
  const toModel = (reader) => (agent, port) =>
    streamPost(
      agent,
      `http://127.0.0.1:${port}/v1/chat/completions`,
      openAiBody,
      { authorization: 'Bearer bench' },
      reader,
    );
  return {
    /** The call straight to the fake, or to a proxy that answers the model's own stream. */
    openAiStream: toModel({
      firstToken: (b) => openAiChunkText(b) !== '',
      text: openAiChunkText,
      end: (b) => b.data === '[DONE]',
      expected,
    }),
    /** The same question to a proxy that answers our own events (chat-ladder.mjs). */
    ourEventsStream: toModel(ourEvents(expected)),
    /** A new conversation through our server. */
    throughServer: (agent, serverPort, token) =>
      streamPost(
        agent,
        `http://127.0.0.1:${serverPort}/api/stream/chat`,
        { conversationId: 'new_conversation', message: QUESTION },
        { authorization: `Bearer ${token}` },
        ourEvents(expected),
      ),
  };
}
