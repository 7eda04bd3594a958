import { describe, expect, it } from 'vitest';
import { readSse, SseDecoder } from './read-sse.ts';

const bodyOf = (pieces: (string | Uint8Array)[]) => {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(c) {
      for (const p of pieces) c.enqueue(typeof p === 'string' ? encoder.encode(p) : p);
      c.close();
    },
  });
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
});

describe('readSse', () => {
  it('decodes a character split between two network chunks and drops an unfinished event', async () => {
    const bytes = new TextEncoder().encode('data:你好\n\n');
    const events = [];
    for await (const e of readSse(bodyOf([bytes.slice(0, 7), bytes.slice(7), 'data:cut']))) {
      events.push(e);
    }
    expect(events).toEqual([{ event: 'message', data: '你好' }]);
  });
});
