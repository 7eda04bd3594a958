/**
 * Reads a text file as UTF-8 in the browser. Answers null when the bytes are not UTF-8 (the decoder
 * had to substitute U+FFFD), which for our users almost always means GB18030: the server decodes that.
 */
export function readUtf8Text(file: File): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.onload = () => {
      const text = typeof reader.result === 'string' ? reader.result : '';
      resolve(text.includes('\uFFFD') ? null : text.replace(/^\uFEFF/, ''));
    };
    reader.readAsText(file, 'utf-8');
  });
}
