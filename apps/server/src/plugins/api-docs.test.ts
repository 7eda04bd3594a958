import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictApi, monitorApi } from '@robot/contracts';
import { API_DOCS, API_DOCS_JSON, API_ROOT } from '../test/paths.ts';
import { testDatabaseKind } from '../test/test-app.ts';
import { createPluginTestApp, TEST_ROUTE_ROOT, type PluginTestApp } from './plugin-test-app.ts';

interface OpenApiDoc {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
  components: { securitySchemes: Record<string, unknown> };
}

const API_MD = new URL('../../../../docs/api.md', import.meta.url);
const KINDS = ['aitool', 'article', 'xky'];

/**
 * The calls docs/api.md documents, as `METHOD /api/path/{}`. A table row's first cell holds one or more
 * calls split by ' · '; a piece without a method keeps the previous one, and a piece that is not a
 * whole /api path replaces as many trailing segments of the previous path (`/robot/intro`, `/delete`).
 */
export function documentedCalls(markdown: string): Set<string> {
  const calls = new Set<string>();
  for (const line of markdown.split('\n')) {
    const cell = /^\| ((?:GET|POST) \/api\/[^|]*?) \|/.exec(line)?.[1];
    if (!cell) continue;
    let method = '';
    let previous = '';
    for (const piece of cell.split(' · ')) {
      const m = /^(?:(GET|POST) )?(\/\S*)$/.exec(piece.trim());
      if (!m) continue;
      method = m[1] ?? method;
      let path = m[2]!;
      if (!path.startsWith(`${API_ROOT}/`)) {
        const tail = path.split('/').filter(Boolean);
        path = [...previous.split('/').slice(0, -tail.length), ...tail].join('/');
      }
      previous = path;
      const expanded = path.includes('{kind}')
        ? KINDS.map((k) => path.replace('{kind}', k))
        : [path];
      for (const p of expanded) calls.add(`${method} ${p.replace(/\{\w+\}/g, '{}')}`);
    }
  }
  return calls;
}

describe(`OpenAPI document (${testDatabaseKind})`, () => {
  let t: PluginTestApp;
  let doc: OpenApiDoc;
  beforeAll(async () => {
    t = await createPluginTestApp();
    const res = await t.inject({ method: 'GET', url: API_DOCS_JSON });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('builds from every registered route', () => {
    expect(doc.info.title).toBe('Robot Square API');
    expect(doc.paths[dictApi.robotCategories.path]?.['get']).toBeDefined();
    expect(doc.paths[monitorApi.health.path]?.['get']).toBeDefined();
    expect(doc.paths[monitorApi.errorAlert.path]?.['post']).toBeDefined();
    expect(doc.components.securitySchemes['bearerAuth']).toBeDefined();
  });

  it('lists only the API, not the page fallback or the docs themselves', () => {
    for (const p of Object.keys(doc.paths)) {
      expect(p.startsWith(`${API_ROOT}/`), p).toBe(true);
      expect(p.startsWith(API_DOCS), p).toBe(false);
    }
  });

  it('documents in docs/api.md every call the server registers', () => {
    const documented = documentedCalls(readFileSync(API_MD, 'utf8'));
    const registered = Object.entries(doc.paths)
      .filter(([p]) => !p.startsWith(`${TEST_ROUTE_ROOT}/`))
      .flatMap(([p, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${p.replace(/\{\w+\}/g, '{}')}`),
      );
    expect(registered.length).toBeGreaterThan(30);
    expect(registered.filter((r) => !documented.has(r))).toEqual([]);
  });

  it('reads the documented calls the way api.md writes them', () => {
    const calls = documentedCalls(
      [
        '| POST /api/advice/robot/name · /robot/intro | x |',
        '| POST /api/chat/conversation/rename · /delete | x |',
        '| GET /api/aitool/hot/get · /api/aitool/featured/get | x |',
        '| GET /api/{kind}/favorites/get · GET /api/{kind}/mine | x |',
      ].join('\n'),
    );
    expect([...calls].sort()).toEqual(
      [
        'POST /api/advice/robot/name',
        'POST /api/advice/robot/intro',
        'POST /api/chat/conversation/rename',
        'POST /api/chat/conversation/delete',
        'GET /api/aitool/hot/get',
        'GET /api/aitool/featured/get',
        ...KINDS.flatMap((k) => [`GET /api/${k}/favorites/get`, `GET /api/${k}/mine`]),
      ].sort(),
    );
  });

  it('says which calls take a token', () => {
    const health = doc.paths[monitorApi.health.path]?.['get'];
    expect(health?.tags).toEqual(['health']);
    expect(health?.security).toEqual([]);
    const alert = doc.paths[monitorApi.errorAlert.path]?.['post'];
    expect(alert?.security).toEqual([{}, { bearerAuth: [] }]);
  });

  it('serves the UI under /api/docs with the same security headers', async () => {
    const res = await t.inject({ method: 'GET', url: `${API_DOCS}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('swagger');
  });
});
