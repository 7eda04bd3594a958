import { describe, expect, it } from 'vitest';
import { createModelHealth, HEALTH_WINDOW_MS } from './model-health.ts';

describe('model health', () => {
  it('marks a failing model degraded for a while and keeps a 15-minute window', () => {
    let now = 1_000_000;
    const health = createModelHealth({ now: () => now, degradedMs: 60_000 });
    expect(health.view('m')).toEqual({
      degraded: false,
      degradedUntil: null,
      calls: 0,
      errors: 0,
      errorRate: 0,
      latencyP50Ms: null,
      latencyP95Ms: null,
      lastError: null,
    });
    for (const ms of [100, 200, 300]) health.succeeded('m', ms);
    health.failed('m', 'model server answered HTTP 500', null);
    expect(health.isDegraded('m')).toBe(true);
    expect(health.view('m')).toMatchObject({
      degraded: true,
      calls: 4,
      errors: 1,
      errorRate: 0.25,
      latencyP50Ms: 200,
      latencyP95Ms: 300,
      lastError: 'model server answered HTTP 500',
    });
    now += 60_001;
    expect(health.isDegraded('m')).toBe(false);
    expect(health.view('m').calls).toBe(4);
    now += HEALTH_WINDOW_MS;
    expect(health.view('m')).toMatchObject({ calls: 0, errors: 0, lastError: null });
    expect(health.isDegraded('other')).toBe(false);
  });
});
