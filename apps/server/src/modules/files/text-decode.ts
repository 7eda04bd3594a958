import iconv from 'iconv-lite';

/** Controls other than tab, line feed, form feed and carriage return do not occur in real text. */
// eslint-disable-next-line no-control-regex
const STRAY_CONTROLS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * The text of a .txt file: UTF-8 (with or without a BOM) when it is valid UTF-8, else GB18030 (which
 * includes GBK and GB2312, what Chinese Windows editors save). Null when it is not text at all: NUL
 * bytes, bytes that decode in neither, or control characters.
 */
export function decodeText(buf: Buffer): string | null {
  if (buf.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    text = iconv.decode(buf, 'gb18030');
    // iconv-lite writes U+FFFD for byte sequences GB18030 does not define.
    if (text.includes('\ufffd')) return null;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (STRAY_CONTROLS.test(text)) return null;
  return text;
}
