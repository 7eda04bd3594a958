import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser.ts';

const all = (pieces: string[]) => {
  const parser = createSseParser();
  return pieces.flatMap((p) => parser.push(p));
};

describe('server-sent-events parser', () => {
  it('reads data events, skips comments and joins data lines', () => {
    expect(all([': ping\n\ndata: {"a":1}\n\nevent: error\ndata: x\ndata: y\n\n'])).toEqual([
      { event: null, data: '{"a":1}' },
      { event: 'error', data: 'x\ny' },
    ]);
  });

  it('puts events cut anywhere back together, whatever the line ends', () => {
    const text = 'data: one\r\n\r\ndata:two\r\rdata: three\n\n';
    const expected = [
      { event: null, data: 'one' },
      { event: null, data: 'two' },
      { event: null, data: 'three' },
    ];
    for (let cut = 0; cut <= text.length; cut += 1) {
      expect(all([text.slice(0, cut), text.slice(cut)])).toEqual(expected);
    }
    expect(all(text.split(''))).toEqual(expected);
  });

  it('dispatches nothing for an event without data or an unfinished one', () => {
    expect(all(['event: x\n\n', 'data: half'])).toEqual([]);
  });
});
