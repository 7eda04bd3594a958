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

  /** The events completed by this piece of text. */
  feed(text: string): ServerSentEvent[] {
    const events: ServerSentEvent[] = [];
    this.pending += text;
    // A trailing '\r' may be the first half of '\r\n': keep it until the next piece decides.
    const cut = this.pending.endsWith('\r') ? this.pending.length - 1 : this.pending.length;
    const complete = this.pending.slice(0, cut).split(/\r\n|\r|\n/);
    const rest = complete.pop() ?? '';
    this.pending = rest + this.pending.slice(cut);
    for (const line of complete) this.line(line, events);
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
