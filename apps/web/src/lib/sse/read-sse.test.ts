import { describe, expect, it } from 'vitest';
import { readSse, SseDecoder, type ServerSentEvent } from './read-sse.ts';

const bodyOf = (pieces: (string | Uint8Array)[]) => {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(c) {
      for (const p of pieces) c.enqueue(typeof p === 'string' ? encoder.encode(p) : p);
      c.close();
    },
  });
};

const readAll = async (pieces: (string | Uint8Array)[]) => {
  const events: ServerSentEvent[] = [];
  for await (const e of readSse(bodyOf(pieces))) events.push(e);
  return events;
};

describe('SseDecoder', () => {
  it('joins the data lines of one event with a line break and drops one space after the colon', () => {
    const d = new SseDecoder();
    expect(d.feed('data:__start__\n\ndata:line one\ndata:  two\n\n')).toEqual([
      { event: 'message', data: '__start__' },
      { event: 'message', data: 'line one\n two' },
    ]);
  });

  it('waits for the blank line, whatever the size of the pieces, and ignores comments', () => {
    const d = new SseDecoder();
    expect(d.feed(': ping\n\nda')).toEqual([]);
    expect(d.feed('ta: hel')).toEqual([]);
    expect(d.feed('lo\r')).toEqual([]);
    expect(d.feed('\n\r\n')).toEqual([{ event: 'message', data: 'hello' }]);
  });

  it('names events and keeps an empty data line', () => {
    const d = new SseDecoder();
    expect(d.feed('event: error\ndata: {"code":10502}\n\ndata\n\n')).toEqual([
      { event: 'error', data: '{"code":10502}' },
      { event: 'message', data: '' },
    ]);
  });

  it('reads a chat stream with pings between events, cut at every possible point', () => {
    const text =
      ': ping\n\nevent: meta\ndata: {"a":1}\n\n:\n\nevent: delta\ndata: {"content":"hi"}\n\n' +
      'data: one\ndata: two\n\nevent: done\ndata:{}\n\n';
    const whole = [
      { event: 'meta', data: '{"a":1}' },
      { event: 'delta', data: '{"content":"hi"}' },
      { event: 'message', data: 'one\ntwo' },
      { event: 'done', data: '{}' },
    ];
    for (let cut = 0; cut <= text.length; cut++) {
      const d = new SseDecoder();
      expect([...d.feed(text.slice(0, cut)), ...d.feed(text.slice(cut))]).toEqual(whole);
    }
  });

  it('understands CRLF and lone CR line ends, and a CRLF split between pieces is one line end', () => {
    const d = new SseDecoder();
    expect(d.feed('event: a\r\ndata: 1\r')).toEqual([]);
    expect(d.feed('\n\r\nevent: b\rdata: 2\r\r')).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
    // The '\n' after the piece that ended in '\r' is not a blank line: the event still waits.
    expect(d.feed('data: 3\r')).toEqual([]);
    expect(d.feed('\ndata: 4\r\n')).toEqual([]);
    expect(d.feed('\r\n')).toEqual([{ event: 'message', data: '3\n4' }]);
  });

  it('hands out an event as soon as the CR ending it arrives', () => {
    const d = new SseDecoder();
    expect(d.feed('event: done\r\ndata: {}\r\n\r')).toEqual([{ event: 'done', data: '{}' }]);
  });
});

describe('readSse', () => {
  it('decodes a character split between two network chunks and drops an unfinished event', async () => {
    const bytes = new TextEncoder().encode('data:你好\n\n');
    expect(await readAll([bytes.slice(0, 7), bytes.slice(7), 'data:cut'])).toEqual([
      { event: 'message', data: '你好' },
    ]);
  });

  it('decodes three- and four-byte characters split inside them', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"content":"你好🙂"}\n\n');
    const han = bytes.indexOf(0xe4); // the first byte of 你
    const emoji = bytes.indexOf(0xf0);
    const events = await readAll([
      bytes.slice(0, han + 1),
      bytes.slice(han + 1, emoji + 2),
      bytes.slice(emoji + 2),
    ]);
    expect(events).toEqual([{ event: 'delta', data: '{"content":"你好🙂"}' }]);
  });

  it('reads every event when each byte is its own chunk, CRLF line ends included', async () => {
    const bytes = new TextEncoder().encode(
      ': ping\r\n\r\nevent: meta\r\ndata: 中\r\n\r\nevent: done\r\ndata: {}\r\n\r\n',
    );
    expect(await readAll([...bytes].map((b) => Uint8Array.of(b)))).toEqual([
      { event: 'meta', data: '中' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('delivers a last event ended by a lone CR and drops one without its blank line', async () => {
    expect(await readAll(['data: last\r\r'])).toEqual([{ event: 'message', data: 'last' }]);
    expect(await readAll(['data: one\n\n', 'event: done\ndata: {}\n'])).toEqual([
      { event: 'message', data: 'one' },
    ]);
  });
});
