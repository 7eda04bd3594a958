import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/test-app.ts';
import { createPluginTestApp, type PluginTestApp } from './plugin-test-app.ts';

interface OpenApiDoc {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
  components: { securitySchemes: Record<string, unknown> };
}

describe(`OpenAPI document (${testDatabaseKind})`, () => {
  let t: PluginTestApp;
  let doc: OpenApiDoc;
  beforeAll(async () => {
    t = await createPluginTestApp();
    const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('builds from every registered route', () => {
    expect(doc.info.title).toBe('Robot Square API');
    expect(doc.paths['/api/dict/category/robot']?.['get']).toBeDefined();
    expect(doc.paths['/api/health']?.['get']).toBeDefined();
    expect(doc.paths['/api/monitor/error/alert']?.['post']).toBeDefined();
    expect(doc.components.securitySchemes['bearerAuth']).toBeDefined();
  });

  it('lists only the API, not the page fallback or the docs themselves', () => {
    for (const p of Object.keys(doc.paths)) {
      expect(p.startsWith('/api/'), p).toBe(true);
      expect(p.startsWith('/api/docs'), p).toBe(false);
    }
  });

  it('says which calls take a token', () => {
    const health = doc.paths['/api/health']?.['get'];
    expect(health?.tags).toEqual(['health']);
    expect(health?.security).toEqual([]);
    const alert = doc.paths['/api/monitor/error/alert']?.['post'];
    expect(alert?.security).toEqual([{}, { bearerAuth: [] }]);
  });

  it('serves the UI under /api/docs with the same security headers', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('swagger');
  });
});
