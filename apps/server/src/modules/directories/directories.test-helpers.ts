import {
  directoryApis,
  type AiToolFields,
  type ArticleFields,
  type DirectoryKind,
  type XkyFields,
} from '@robot/contracts';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Settings in which a user may write as many items as a test needs (quotas have their own test). */
export const noDirectoryQuotas = {
  DIRECTORY_SUBMITS_PER_DAY: '100000',
  DIRECTORY_SAVES_PER_MINUTE: '100000',
};

/** A test app in which a user may write as many directory items as a test needs. */
export const createDirectoryTestApp = (env: Record<string, string> = {}): Promise<TestApp> =>
  createTestApp({ ...noDirectoryQuotas, ...env });

export const IMAGE = 'https://cdn.example.com/i/tool.png';
let seq = 0;
/** A url no other test item has. */
export const uniqueUrl = () => `https://tool-${Date.now().toString(36)}-${(seq += 1)}.example.com`;

export const aiToolForm = (over: Partial<AiToolFields> = {}): AiToolFields => ({
  image: IMAGE,
  name: '测试工具 Test tool',
  intro: 'An AI tool made by a test',
  url: uniqueUrl(),
  categories: [1],
  detail: '# Detail\n\nIt **does** things.',
  ...over,
});
export const articleForm = (over: Partial<ArticleFields> = {}): ArticleFields => ({
  cover: IMAGE,
  title: '测试文章 Test article',
  categories: [1],
  content: '## Hello\n\nSome *markdown* content, long enough to read.',
  ...over,
});
export const xkyForm = (over: Partial<XkyFields> = {}): XkyFields => ({
  cover: IMAGE,
  title: '测试应用 Test application',
  intro: 'An industry application made by a test',
  categories: [1],
  content: '## Stores\n\n- greeter\n- receptionist',
  ...over,
});

export const forms = { aitool: aiToolForm, article: articleForm, xky: xkyForm } as const;

/** Submits an item of `kind` (raw: the body may be anything) and answers the answer. */
export const submit = (t: TestApp, kind: DirectoryKind, token: string | undefined, body: unknown) =>
  t.raw(directoryApis[kind].submit, { body, token });

/** Creates an item as the user of `token` and answers its uuid (fails the test if it cannot). */
export async function createItem(
  t: TestApp,
  kind: DirectoryKind,
  token: string,
  over: Record<string, unknown> = {},
): Promise<string> {
  const res = await submit(t, kind, token, { ...forms[kind](), ...over });
  expect(res.body).toMatchObject({ code: 201 });
  expect(res.status).toBe(201);
  return (res.data as { uuid: string }).uuid;
}

export const detail = (t: TestApp, kind: DirectoryKind, uuid: string, token?: string) =>
  t.raw(directoryApis[kind].detail, { params: { uuid }, token });

/** Sets flags as the superuser of `token`. */
export const setFlags = (
  t: TestApp,
  kind: DirectoryKind,
  token: string | undefined,
  body: { uuid: string; hidden?: boolean; featured?: boolean },
) => t.raw(directoryApis[kind].flags, { body, token });

export const KINDS: DirectoryKind[] = ['aitool', 'article', 'xky'];
