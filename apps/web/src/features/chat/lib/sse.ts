/** One server-sent event: its `event:` name (default 'message') and its joined `data:` lines. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental text/event-stream parser (the WHATWG rules we need): feed it decoded text in chunks
 * of any size; it answers the events completed so far. Lines end in \n, \r\n or \r; a blank line ends
 * an event; lines starting with ':' are comments (keep-alives); `data:` lines are joined with \n.
 */
export function createSseParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  // A chunk that ended in '\r' may continue with '\n' (one line break, not two).
  let skipLeadingLf = false;

  const dispatch = (out: SseEvent[]) => {
    if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };

  const line = (text: string, out: SseEvent[]) => {
    if (text === '') return dispatch(out);
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(chunk: string): SseEvent[] {
      const out: SseEvent[] = [];
      if (skipLeadingLf && chunk.startsWith('\n')) chunk = chunk.slice(1);
      skipLeadingLf = false;
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        line(buffer.slice(start, i), out);
        if (c === '\r') {
          if (i + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    /** The stream ended: an event without its closing blank line is dropped, as browsers do. */
    end(): SseEvent[] {
      buffer = '';
      event = '';
      data = [];
      return [];
    },
  };
}

/**
 * Reads a fetch body as server-sent events. Bytes are decoded in streaming mode, so a multi-byte
 * character split across network chunks arrives whole.
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8');
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    yield* parser.push(decoder.decode());
    yield* parser.end();
  } finally {
    reader.releaseLock();
  }
}
