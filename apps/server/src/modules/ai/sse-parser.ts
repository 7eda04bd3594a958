/** One server-sent event: its `event:` name (null when absent) and its `data:` lines joined by '\n'. */
export interface SseMessage {
  event: string | null;
  data: string;
}

/**
 * A server-sent-events parser (the WHATWG event-stream format, as OpenAI-compatible servers send it):
 * `push` text as it arrives, in pieces cut anywhere, and get back the events it completed. Lines end
 * with LF, CRLF or CR; comments (`: ping`) and unknown fields are skipped; `data:` lines of one event
 * are joined with '\n'; an event without data is not dispatched. See docs/decisions/018.
 */
export function createSseParser() {
  let buffer = '';
  let data: string | null = null;
  let event: string | null = null;
  // a CR ended the last piece: a LF at the start of the next one belongs to it
  let skipLf = false;

  const line = (text: string, out: SseMessage[]) => {
    if (text === '') {
      if (data !== null) out.push({ event, data });
      data = null;
      event = null;
      return;
    }
    if (text.charCodeAt(0) === 58 /* ':' */) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.charCodeAt(0) === 32 /* ' ' */) value = value.slice(1);
    if (field === 'data') data = data === null ? value : `${data}\n${value}`;
    else if (field === 'event') event = value;
  };

  return {
    push(piece: string): SseMessage[] {
      const out: SseMessage[] = [];
      let text = buffer + piece;
      if (skipLf && text.charCodeAt(0) === 10) text = text.slice(1);
      skipLf = false;
      let start = 0;
      for (let i = 0; i < text.length; i += 1) {
        const c = text.charCodeAt(i);
        if (c !== 10 && c !== 13) continue;
        line(text.slice(start, i), out);
        if (c === 13) {
          if (i + 1 === text.length) skipLf = true;
          else if (text.charCodeAt(i + 1) === 10) i += 1;
        }
        start = i + 1;
      }
      buffer = text.slice(start);
      return out;
    },
  };
}
