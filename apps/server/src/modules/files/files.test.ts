import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { signedInUser, unique } from '../users/users.test-helpers.ts';
import {
  docx,
  docxBomb,
  elfBinary,
  exeBinary,
  multipart,
  pdf,
  postFile,
} from './files.test-helpers.ts';
import { createParserPool } from './parser-pool.ts';

const EXTRACT = '/api/extract/file';

describe(`POST /api/extract/file (${testDatabaseKind})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signedInUser(t)).token;
  });
  afterAll(() => t.close());

  // Each call from its own address: the per-address rate limit is not what these tests are about.
  const extract = (name: string, data: Buffer) =>
    postFile(t, EXTRACT, token, name, data, unique.ip());
  const expectRefused = async (name: string, data: Buffer) => {
    const { status, body } = await extract(name, data);
    expect(status).toBe(415);
    expect(body).toEqual({ code: 10415, msg: 'errors.unsupportedFile', data: null });
  };

  it('reads UTF-8 text (a BOM dropped, line ends unified)', async () => {
    const text = '\ufeff机器人广场\r\nRobot Square\r\n';
    const { status, body } = await extract('notes.txt', Buffer.from(text, 'utf8'));
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      msg: 'ok',
      data: { content: '机器人广场\nRobot Square', chars: 18 },
    });
  });

  it('reads GB18030 text when it is not UTF-8', async () => {
    const text = '你好，世界。知识库：机器人 GB18030 𠀀';
    const { status, body } = await extract('gbk.txt', iconv.encode(text, 'gb18030'));
    expect(status).toBe(200);
    expect(body.data).toEqual({ content: text, chars: text.length });
  });

  it('reads a docx', async () => {
    const { status, body } = await extract('Doc.DOCX', docx(['Hello DOCX', '你好 文档']));
    expect(status).toBe(200);
    expect(body.data).toEqual({ content: 'Hello DOCX\n\n你好 文档', chars: 17 });
  });

  it('reads a pdf', async () => {
    const { status, body } = await extract('paper.pdf', pdf('Hello PDF (ok)'));
    expect(status).toBe(200);
    expect(body.data).toEqual({ content: 'Hello PDF (ok)', chars: 14 });
  });

  it('decides by content: binaries renamed .txt, .pdf or .docx are 10415', async () => {
    await expectRefused('elf.txt', elfBinary());
    await expectRefused('elf.pdf', elfBinary());
    await expectRefused('setup.docx', exeBinary());
    await expectRefused('setup.txt', exeBinary());
  });

  it('refuses a document whose extension names another type', async () => {
    await expectRefused('paper.docx', pdf('Hello'));
    await expectRefused('doc.pdf', docx(['x']));
    await expectRefused('doc.txt', docx(['x']));
    await expectRefused('text.pdf', Buffer.from('%PDX just text'));
  });

  it('refuses other kinds of file and files without an extension', async () => {
    await expectRefused('page.html', Buffer.from('<html></html>'));
    await expectRefused('README', Buffer.from('plain words'));
  });

  it('refuses text that is not text: NUL bytes, stray controls, undecodable bytes', async () => {
    await expectRefused('nul.txt', Buffer.from('abc\u0000def'));
    await expectRefused('ctl.txt', Buffer.from('abc\u0001\u0002def'));
    await expectRefused('bytes.txt', Buffer.from([0x81, 0x20, 0xff, 0xfe, 0x80]));
  });

  it('refuses a zip that is not a word document, and a damaged pdf', async () => {
    const { zip } = await import('./files.test-helpers.ts');
    await expectRefused('a.docx', zip([{ name: 'hello.txt', data: Buffer.from('hi') }]));
    await expectRefused('broken.pdf', Buffer.from('%PDF-1.4\n1 0 obj <<< garbage'));
    await expectRefused('cut.docx', docx(['hello']).subarray(0, 200));
  });

  it('answers 10413 textTooLong over 100,000 characters, and accepts exactly 100,000', async () => {
    const ok = await extract('max.txt', Buffer.from('字'.repeat(100_000)));
    expect(ok.status).toBe(200);
    expect(ok.body.data.chars).toBe(100_000);
    const { status, body } = await extract('long.txt', Buffer.from('a'.repeat(100_001)));
    expect(status).toBe(413);
    expect(body).toEqual({ code: 10413, msg: 'errors.textTooLong', data: null });
    const longDoc = await extract('long.docx', docx(['b'.repeat(60_000), 'c'.repeat(60_000)]));
    expect(longDoc.body.msg).toBe('errors.textTooLong');
  });

  it('answers 10413 fileTooLarge past 3 MB', async () => {
    const { status, body } = await extract('big.txt', Buffer.alloc(4 * 1024 * 1024, 0x61));
    expect(status).toBe(413);
    expect(body).toEqual({ code: 10413, msg: 'errors.fileTooLarge', data: null });
  });

  it('refuses a name of 50 characters or more with 10400, and takes 49', async () => {
    const long = `${'n'.repeat(56)}.txt`;
    const { status, body } = await extract(long, Buffer.from('hi'));
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 10400,
      msg: 'errors.invalidInput',
      data: { fields: { file: 'validation.fileNameTooLong' } },
    });
    expect((await extract(`${'名'.repeat(45)}.txt`, Buffer.from('hi'))).status).toBe(200);
    expect((await extract(`${'名'.repeat(46)}.txt`, Buffer.from('hi'))).status).toBe(400);
  });

  it('needs a multipart body with field "file"', async () => {
    const json = await t.call({ method: 'POST', url: EXTRACT, payload: { a: 1 }, token });
    expect(json.status).toBe(415);
    const other = multipart('a.txt', Buffer.from('x'), { field: 'document' });
    const wrong = await t.call({ method: 'POST', url: EXTRACT, ...other, token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toEqual({ fields: { file: 'validation.required' } });
  });

  it('answers 10401 without a valid token', async () => {
    const { status, body } = await postFile(t, EXTRACT, undefined, 'a.txt', Buffer.from('x'));
    expect(status).toBe(401);
    expect(body.code).toBe(10401);
    expect((await postFile(t, EXTRACT, 'nope', 'a.txt', Buffer.from('x'))).status).toBe(401);
  });

  it('refuses docx zip bombs, honest or lying about their size, and keeps serving meanwhile', async () => {
    const honest = await docxBomb(300);
    const lying = await docxBomb(300, true);
    const order: string[] = [];
    const track = <T>(name: string, p: Promise<T>) =>
      p.then((r) => {
        order.push(name);
        return r;
      });
    const [a, b, health] = await Promise.all([
      track('honest', extract('bomb.docx', honest)),
      track('lying', extract('liar.docx', lying)),
      track('health', t.call({ method: 'GET', url: '/api/health' })),
    ]);
    expect(health.status).toBe(200);
    // Parsing runs off the main thread: the health check does not wait for either bomb.
    expect(order[0]).toBe('health');
    for (const r of [a, b]) {
      expect(r.status).toBe(415);
      expect(r.body.msg).toBe('errors.unsupportedFile');
    }
    // Building two 300 MB bombs is slow on a loaded 2-core machine; the limit guards the test, not speed.
  }, 90_000);
});

describe('parser pool', () => {
  it('terminates a parse past its time and answers limits', async () => {
    const pool = createParserPool({ timeoutMs: 1 });
    const result = await pool.parse({ kind: 'pdf', data: new Uint8Array(pdf('x')), maxChars: 10 });
    expect(result).toEqual({ ok: false, reason: 'limits' });
  });

  it('runs at most `concurrency` parses at once and answers busy past the queue', async () => {
    const pool = createParserPool({ concurrency: 1, maxQueue: 1 });
    const job = () => ({ kind: 'pdf' as const, data: new Uint8Array(pdf('Hi')), maxChars: 100 });
    const results = await Promise.all([pool.parse(job()), pool.parse(job()), pool.parse(job())]);
    expect(results).toEqual([
      { ok: true, text: 'Hi' },
      { ok: true, text: 'Hi' },
      { ok: false, reason: 'busy' },
    ]);
  });
});
