import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { CurrentUser } from '../auth/auth.service.ts';
import { nowIn } from './builtin-plugins.ts';
import { ToolError, type Plugin } from './plugin.ts';
import type { PluginSwitchesRepository } from './plugin-switches.repository.ts';
import { createPluginUsage } from './plugin-usage.ts';
import { createPluginsService } from './plugins.service.ts';

const user = { id: 'u1' } as CurrentUser;

function plugin(id: Plugin['id'], run: Plugin['run']): Plugin {
  return { id, labelZh: id, labelEn: id, description: id, args: z.object({}), run };
}

function service(plugins: Plugin[], switched: Record<string, boolean> = {}) {
  const switches: PluginSwitchesRepository = {
    read: async () => switched,
    set: async (id, enabled) => {
      switched = { ...switched, [id]: enabled };
    },
  };
  const log = { warn: vi.fn(), error: vi.fn() };
  const s = createPluginsService({
    plugins,
    switches,
    usage: createPluginUsage(),
    timeoutMs: 50,
    settings: { bump: async () => {} },
    log,
  });
  return { s, log };
}

const call = (name: string, args = '{}') => ({ id: 'c1', name, arguments: args });
const ctx = (allowed: string[], signal = new AbortController().signal) => ({
  user,
  allowed,
  signal,
});

describe('running a tool call', () => {
  it('gives up on a call that takes longer than the timeout, and tells the signal', async () => {
    let seen: AbortSignal | undefined;
    const { s } = service([
      plugin('calculator', (_a, c) => {
        seen = c.signal;
        return new Promise(() => {});
      }),
    ]);
    await s.load();
    const started = Date.now();
    const r = await s.run(call('calculator'), ctx(['calculator']));
    expect(r).toEqual({ ok: false, output: '{"error":"the tool took longer than 50 ms"}' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(seen?.aborted).toBe(true);
    expect(s.adminList()[0]).toMatchObject({ calls24h: 1, errors24h: 1 });
  });

  it('throws the caller’s abort instead of answering', async () => {
    const { s } = service([plugin('calculator', () => new Promise(() => {}))]);
    await s.load();
    const gone = new AbortController();
    const running = s.run(call('calculator'), ctx(['calculator'], gone.signal));
    gone.abort(new Error('client went away'));
    await expect(running).rejects.toThrow('client went away');
  });

  it('answers a plugin’s unexpected failure as a plain error, logged, without its message', async () => {
    const { s, log } = service([
      plugin('calculator', async () => {
        throw new Error('secret internals');
      }),
    ]);
    await s.load();
    const r = await s.run(call('calculator'), ctx(['calculator']));
    expect(r).toEqual({ ok: false, output: '{"error":"the tool failed"}' });
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('refuses tools outside the conversation, unknown ones and switched-off ones', async () => {
    const ran = vi.fn(async () => ({ fine: true }));
    const { s } = service([plugin('calculator', ran), plugin('datetime', ran)], {
      datetime: false,
    });
    await s.load();
    expect((await s.run(call('calculator'), ctx(['datetime']))).ok).toBe(false);
    expect((await s.run(call('datetime'), ctx(['datetime']))).ok).toBe(false);
    expect((await s.run(call('rm -rf'), ctx(['rm -rf']))).ok).toBe(false);
    expect(ran).not.toHaveBeenCalled();
    expect(await s.run(call('calculator'), ctx(['calculator']))).toEqual({
      ok: true,
      output: '{"fine":true}',
    });
    expect(s.enabledIds()).toEqual(['calculator']);
    expect(s.definitions(['calculator', 'datetime']).map((d) => d.name)).toEqual(['calculator']);
  });

  it('passes a ToolError’s message on to the model', async () => {
    const { s } = service([
      plugin('calculator', async () => {
        throw new ToolError('no such thing');
      }),
    ]);
    await s.load();
    expect(await s.run(call('calculator'), ctx(['calculator']))).toEqual({
      ok: false,
      output: '{"error":"no such thing"}',
    });
  });
});

describe('usage counts', () => {
  it('counts the last 24 hours only', () => {
    let now = Date.UTC(2026, 0, 1, 12);
    const usage = createPluginUsage(() => now);
    usage.record('calculator', false);
    usage.record('calculator', true);
    now += 23 * 3_600_000;
    usage.record('calculator', false);
    expect(usage.last24h('calculator')).toEqual({ calls: 3, errors: 1 });
    now += 3_600_000;
    expect(usage.last24h('calculator')).toEqual({ calls: 1, errors: 0 });
    expect(usage.last24h('datetime')).toEqual({ calls: 0, errors: 0 });
  });
});

describe('datetime', () => {
  it('tells the local time, weekday and offset of a zone', () => {
    const at = new Date(Date.UTC(2026, 10, 23, 20, 5, 9));
    expect(nowIn('Asia/Shanghai', at)).toEqual({
      timeZone: 'Asia/Shanghai',
      date: '2026-11-24',
      time: '04:05:09',
      weekday: 'Tuesday',
      utcOffset: '+08:00',
      iso: '2026-11-24T04:05:09+08:00',
    });
    expect(nowIn('UTC', at).iso).toBe('2026-11-23T20:05:09+00:00');
    expect(() => nowIn('Not/AZone', at)).toThrow(ToolError);
  });
});
