/**
 * A rung of the chat ladder (bench/chat-ladder.mjs): the least a chat server must do for a turn, built
 * up one layer at a time on the Fastify our server uses, without our code. LADDER_RUNG says how far
 * up; each rung does everything of the rungs below it:
 *   fastify  one Fastify route: the JSON body parsed, sent on to the model (the fake) over a kept-alive
 *            connection, the model's stream piped back;
 *   write    + the turn's rows written to SQLite before the model is asked (WAL, synchronous=NORMAL,
 *            a conversation and two messages in one transaction; one index on each table, by user
 *            and by conversation, where ours have nine in all);
 *   events   + the model's stream read (server-sent events, each chunk's JSON) and sent on as our own
 *            `delta` and `done` events;
 *   meta     + the event stream's headers and a `meta` event sent before the model is asked;
 *   session  + a session looked up (an indexed select) before anything else.
 * Prints `READY <port>` once it listens. Plain JavaScript, as the thinnest proxy is.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const RUNGS = ['fastify', 'write', 'events', 'meta', 'session'];
const rung = RUNGS.indexOf(process.env.LADDER_RUNG ?? 'fastify');
if (rung < 0) throw new Error(`LADDER_RUNG must be one of ${RUNGS.join(', ')}`);
const has = (name) => rung >= RUNGS.indexOf(name);
const upstream = Number(process.env.BENCH_PROXY_UPSTREAM_PORT);
const agent = new http.Agent({ keepAlive: true });

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-ladder-'));
const db = new Database(path.join(dir, 'ladder.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`
  create table sessions (token_hash text primary key, user_id text not null, expires_at text not null);
  create table conversations (id text primary key, user_id text not null, title text not null,
    created_at text not null, updated_at text not null);
  create index conversations_user_idx on conversations (user_id, updated_at);
  create table messages (id text primary key, conversation_id text not null, role text not null,
    content text not null, status text not null, created_at text not null);
  create index messages_conversation_idx on messages (conversation_id, created_at);
  insert into sessions values ('bench', 'bench-user', '9999-12-31');
`);
const findSession = db.prepare('select * from sessions where token_hash = ? and expires_at > ?');
const insertConversation = db.prepare('insert into conversations values (?, ?, ?, ?, ?)');
const insertMessages = db.prepare(
  'insert into messages values (?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?)',
);
const writeTurn = db.transaction((question, now) => {
  const id = randomUUID();
  insertConversation.run(id, 'bench-user', question.slice(0, 20), now, now);
  insertMessages.run(
    ...[randomUUID(), id, 'user', question, 'done', now],
    ...[randomUUID(), id, 'assistant', '', 'streaming', now],
  );
  return id;
});

const event = (name, data) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** The model's server-sent events as our own: each chunk's text as a `delta`, `[DONE]` as `done`. */
function reencode(answer, out) {
  answer.setEncoding('utf8');
  let buffered = '';
  answer.on('data', (text) => {
    buffered += text;
    for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
      const data = buffered.slice(0, end).replace(/^data: ?/, '');
      buffered = buffered.slice(end + 2);
      if (data === '[DONE]') out.push(event('done', { finishReason: 'stop' }));
      else {
        const content = JSON.parse(data).choices?.[0]?.delta?.content;
        if (content) out.push(event('delta', { content }));
      }
    }
  });
  answer.on('end', () => out.push(null));
}

const app = Fastify({ logger: { level: 'warn' } });
app.post('/v1/chat/completions', (request, reply) => {
  const now = new Date().toISOString();
  if (has('session') && !findSession.get('bench', now)) return reply.code(401).send({});
  const question = request.body.messages.at(-1).content;
  const conversationId = has('write') ? writeTurn(question, now) : null;
  let out = null;
  const open = () => {
    out = new Readable({ read() {} });
    reply.header('content-type', 'text/event-stream; charset=utf-8').send(out);
  };
  if (has('meta')) {
    open();
    out.push(event('meta', { conversationId, title: question.slice(0, 20), model: 'bench-model' }));
  }
  const body = JSON.stringify(request.body);
  const forward = http.request(
    {
      host: '127.0.0.1',
      port: upstream,
      path: '/v1/chat/completions',
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        authorization: request.headers.authorization ?? '',
      },
    },
    (answer) => {
      if (!has('events')) {
        reply.header('content-type', 'text/event-stream').send(answer);
        return;
      }
      if (!out) open();
      reencode(answer, out);
    },
  );
  forward.on('error', () => reply.raw.destroy());
  forward.end(body);
  return reply;
});

await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${app.server.address().port}`);
process.once('SIGTERM', () =>
  app.close().then(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  }),
);
