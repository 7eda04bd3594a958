/**
 * The OpenAI-compatible model the e2e server talks to (Playwright starts it before the app): the chat's
 * own fake from the server's test helpers, on a fixed port, streaming a markdown answer (a heading, a
 * list, a ```ts block) slowly enough that a test sees it grow and can stop it midway.
 *
 * Each answer names the question it answers and how many times that question was asked, so a
 * regenerated answer differs from the first one and a test can tell the branches apart. The first
 * answer to a question with the word 'long' in it is long; a question with the word 'table' in it is
 * answered with a markdown table wider than a phone.
 *
 * A question with `calc:` in it, asked where the calculator plugin is offered, is answered with a
 * calculator tool call on what follows the marker ("calc: 0.1 + 0.2"), then, once the server sent the
 * result back, with a sentence that quotes it ("The calculator says 0.1 + 0.2 = 0.3.").
 */
import { startFakeOpenAi, type FakeReply } from '../apps/server/src/test/fake-openai.ts';

const port = Number(process.env['E2E_MODEL_PORT'] ?? 8198);
const tokenDelayMs = Number(process.env['E2E_MODEL_TOKEN_DELAY_MS'] ?? 40);

const asked = new Map<string, number>();

/** The text of the last user message of a chat completion request. */
function lastQuestion(body: unknown): string {
  const messages = (body as { messages?: { role?: string; content?: unknown }[] } | null)?.messages;
  const last = [...(messages ?? [])].reverse().find((m) => m.role === 'user');
  const text = typeof last?.content === 'string' ? last.content : '';
  return text.replace(/\s+/g, ' ').trim().slice(0, 60);
}

const story = Array.from(
  { length: 12 },
  (_, i) =>
    `Part ${i + 1} of the story: the robot walked along the shore, counted the waves, ` +
    'wrote each one down in its notebook and then went on to the next bay.\n',
);

/** Six columns of whole words: wider than a phone's answer column. */
const wideTable = [
  '| Package | Description | Version | License | Maintainer | Downloads |',
  '| --- | --- | --- | --- | --- | --- |',
  '| markdown | renders answers written by the robot | 14.1.0 | Apache | documentation | 1200000 |',
  '| highlight | colours the code blocks of an answer | 11.11.1 | BSD | maintainers | 9800000 |',
];

function answerFor(body: unknown): string {
  const question = lastQuestion(body);
  const take = (asked.get(question) ?? 0) + 1;
  asked.set(question, take);
  // A first answer to a question that asks for something long goes on for a while (~300 words), so
  // that a test can stop it midway however busy the machine; asked again, it is short.
  const long = take === 1 && /\blong\b/i.test(question);
  if (/\btable\b/i.test(question))
    return [`## Table ${take} to: ${question}`, '', ...wideTable].join('\n');
  return [
    `## Answer ${take} to: ${question}`,
    '',
    'Here is a short plan, written one word at a time so that you can watch it arrive:',
    '',
    '- read the question carefully and find what it really asks',
    '- answer the main point first, in plain words',
    '- add an example that shows the idea at work',
    '',
    '```ts',
    'const greeting: string = "hello from the fake model";',
    'console.log(greeting);',
    '```',
    '',
    ...(long ? story : []),
    `That is answer number ${take}; ask again for another version.`,
  ].join('\n');
}

type ToolRequest = {
  messages?: { role?: string; content?: unknown }[];
  tools?: { function?: { name?: string } }[];
};

/** The calculator's round trip for a `calc:` question; null: the usual answer. */
function replyFor(body: unknown): FakeReply | null {
  const req = (body ?? {}) as ToolRequest;
  const last = req.messages?.at(-1);
  if (last?.role === 'tool' && typeof last.content === 'string') {
    let said: { expression?: string; result?: string; error?: string } = {};
    try {
      said = JSON.parse(last.content) as typeof said;
    } catch {
      // shown as it is below
    }
    return {
      text: said.result
        ? `The calculator says ${said.expression} = ${said.result}.`
        : `The calculator could not answer: ${said.error ?? last.content}`,
    };
  }
  const offered = req.tools?.some((t) => t.function?.name === 'calculator') ?? false;
  const marked = /calc:\s*(.+)$/i.exec(lastQuestion(body));
  if (!offered || !marked) return null;
  return { toolCalls: [{ name: 'calculator', arguments: { expression: marked[1]!.trim() } }] };
}

const fake = await startFakeOpenAi(
  { mode: 'ok', answerFor, replyFor, tokenDelayMs, models: ['fake-model'] },
  { port },
);
// The fake keeps every request for tests to inspect; this one runs for a whole e2e session.
setInterval(() => fake.requests.splice(0), 10_000).unref();
console.log(`fake model listening at ${fake.baseURL}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
