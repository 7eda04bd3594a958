/**
 * The fake OpenAI-compatible model of the chat bench, in its own process so that its work is not
 * counted in the server's memory or event loop. Streams BENCH_TOKENS tokens with BENCH_TOKEN_DELAY_MS
 * between them, the first after BENCH_FIRST_TOKEN_DELAY_MS (default 0: at once), and prints
 * `READY <port>` once it listens; run-chat.mjs waits for that line. With BENCH_ANSWER=markdown it
 * streams bench/chat-answer.mjs's long markdown answer instead, in tokens of BENCH_TOKEN_CHARS (8)
 * characters (bench/web-chat-stream.mjs).
 */
import { startFakeOpenAi } from '../apps/server/src/test/fake-openai.ts';
import { answerTokens, longAnswer } from './chat-answer.mjs';

const count = Number(process.env['BENCH_TOKENS'] ?? 50);
const tokenDelayMs = Number(process.env['BENCH_TOKEN_DELAY_MS'] ?? 20);
const firstTokenDelayMs = Number(process.env['BENCH_FIRST_TOKEN_DELAY_MS'] ?? 0);
const tokens =
  process.env['BENCH_ANSWER'] === 'markdown'
    ? answerTokens(longAnswer(), Number(process.env['BENCH_TOKEN_CHARS'] ?? 8))
    : Array.from({ length: count }, (_, i) => `tok${i} `);

const fake = await startFakeOpenAi({
  mode: 'ok',
  tokens,
  tokenDelayMs,
  firstTokenDelayMs,
  models: ['bench-model'],
});
// The fake records every request for tests; the bench sends thousands, so keep only the count.
setInterval(() => fake.requests.splice(0), 1000).unref();
console.log(`READY ${new URL(fake.baseURL).port}`);

process.once('SIGTERM', () => void fake.close().then(() => process.exit(0)));
