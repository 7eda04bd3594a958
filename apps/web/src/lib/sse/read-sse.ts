/** One server-sent event: its `event:` name ('message' when none) and its `data:` lines joined by '\n'. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Turns text/event-stream text, fed in pieces of any size, into events (the parts of the WHATWG
 * rules our servers use): lines end in '\n', '\r\n' or '\r'; a blank line ends an event; ':' lines
 * are comments (keep-alives); one space after a field's colon is dropped; `id:` and `retry:` are
 * ignored because we never reconnect.
 */
export class SseDecoder {
  private pending = '';
  private name = '';
  private lines: string[] = [];
  /** The last piece ended in '\r', which may be the first half of a '\r\n' split between pieces. */
  private afterCr = false;

  /** The events completed by this piece of text. */
  feed(text: string): ServerSentEvent[] {
    const events: ServerSentEvent[] = [];
    // An empty piece (a network chunk holding only part of a character) changes nothing.
    if (text === '') return events;
    // A '\r' ends its line at once, so the event it completes is not held back for the next piece;
    // the '\n' of a '\r\n' split between pieces is then no second line break.
    if (this.afterCr && text.startsWith('\n')) text = text.slice(1);
    this.pending += text;
    let start = 0;
    for (const end of this.pending.matchAll(/\r\n?|\n/g)) {
      this.line(this.pending.slice(start, end.index), events);
      start = end.index + end[0].length;
    }
    this.afterCr = this.pending.endsWith('\r');
    this.pending = this.pending.slice(start);
    return events;
  }

  private line(line: string, events: ServerSentEvent[]): void {
    if (line === '') {
      if (this.lines.length > 0)
        events.push({ event: this.name || 'message', data: this.lines.join('\n') });
      this.name = '';
      this.lines = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const raw = colon === -1 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'data') this.lines.push(value);
    else if (field === 'event') this.name = value;
  }
}

/**
 * The events of a response body as they arrive. Bytes are decoded in streaming mode, so a character
 * split between network packets comes out whole. An event cut off by the end of the body is dropped.
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const text = new TextDecoder();
  const decoder = new SseDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* decoder.feed(text.decode(value, { stream: true }));
    }
    yield* decoder.feed(text.decode());
  } finally {
    reader.releaseLock();
  }
}
