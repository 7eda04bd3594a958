import { describe, expect, it } from 'vitest';
import { createSseParser, readSse, type SseEvent } from './sse.ts';

const streamOf = (chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });

const collect = async (chunks: Uint8Array[]) => {
  const out: SseEvent[] = [];
  for await (const e of readSse(streamOf(chunks))) out.push(e);
  return out;
};

describe('createSseParser', () => {
  it('parses events, skips comments and joins data lines', () => {
    const p = createSseParser();
    const events = p.push(
      ': ping\n\nevent: meta\ndata: {"a":1}\n\ndata: one\ndata: two\n\nevent: done\ndata:{}\n\n',
    );
    expect(events).toEqual([
      { event: 'meta', data: '{"a":1}' },
      { event: 'message', data: 'one\ntwo' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('keeps a partial event until its blank line arrives, whatever the split', () => {
    const text = 'event: delta\ndata: {"content":"hi"}\n\nevent: done\ndata: {}\n\n';
    for (let cut = 1; cut < text.length; cut++) {
      const p = createSseParser();
      const events = [...p.push(text.slice(0, cut)), ...p.push(text.slice(cut))];
      expect(events.map((e) => e.event)).toEqual(['delta', 'done']);
      expect(events[0]!.data).toBe('{"content":"hi"}');
    }
  });

  it('understands CRLF and CR line ends, also split between chunks', () => {
    const p = createSseParser();
    const events = [...p.push('event: a\r\ndata: 1\r'), ...p.push('\n\r\nevent: b\rdata: 2\r\r')];
    expect(events).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
  });

  it('drops an event the stream cut before its blank line', () => {
    const p = createSseParser();
    expect(p.push('event: delta\ndata: {"content":"x"}')).toEqual([]);
    expect(p.end()).toEqual([]);
  });
});

describe('readSse', () => {
  it('decodes a multi-byte character split across chunks', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"content":"你好🙂"}\n\n');
    const start = bytes.indexOf(0xe4); // first byte of 你
    const emoji = bytes.indexOf(0xf0);
    const events = await collect([
      bytes.slice(0, start + 1),
      bytes.slice(start + 1, emoji + 2),
      bytes.slice(emoji + 2),
    ]);
    expect(events).toEqual([{ event: 'delta', data: '{"content":"你好🙂"}' }]);
  });

  it('reads every event when each byte is its own chunk', async () => {
    const bytes = new TextEncoder().encode(
      ': ping\n\nevent: meta\ndata: 中\n\nevent: done\ndata: {}\n\n',
    );
    const events = await collect([...bytes].map((b) => Uint8Array.of(b)));
    expect(events).toEqual([
      { event: 'meta', data: '中' },
      { event: 'done', data: '{}' },
    ]);
  });
});
