import { describe, expect, it } from 'vitest';
import { createMemoryHub } from './memory-transport.ts';
import { createNotifyBus, MAX_KEYS_PER_MESSAGE, type NotifyChange } from './notify-bus.ts';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

function twoBuses() {
  const hub = createMemoryHub();
  const a = createNotifyBus(hub.transport());
  const b = createNotifyBus(hub.transport());
  const got: NotifyChange[] = [];
  b.subscribe('t', (c) => got.push(c));
  return { hub, a, b, got };
}

describe('notify bus', () => {
  it("delivers another instance's keys, not its own, and only to the topic's listeners", async () => {
    const { a, b, got } = twoBuses();
    const own: NotifyChange[] = [];
    a.subscribe('t', (c) => own.push(c));
    const other: NotifyChange[] = [];
    b.subscribe('u', (c) => other.push(c));
    await expect.poll(() => b.connected).toBe(true);
    got.length = 0; // the 'all' of the first connection
    a.publish('t', ['1']);
    await expect.poll(() => got).toEqual([['1']]);
    expect(own.filter((c) => c !== 'all')).toEqual([]);
    expect(other.filter((c) => c !== 'all')).toEqual([]);
    await a.close();
    await b.close();
  });

  it('coalesces a burst into one message per topic, and too many keys into one "all"', async () => {
    const { hub, a, b, got } = twoBuses();
    await expect.poll(() => b.connected).toBe(true);
    got.length = 0;
    for (let i = 0; i < 50; i += 1) a.publish('t', [String(i % 10)]);
    await expect.poll(() => got.length).toBe(1);
    expect([...(got[0] as string[])].sort()).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(hub.sent).toHaveLength(1);

    for (let i = 0; i < 1000; i += 1) a.publish('t', [`id-${i}`]);
    await expect.poll(() => got.length).toBe(2);
    expect(got[1]).toBe('all');
    expect(hub.sent).toHaveLength(2);
    expect(Math.max(...hub.sent.map((m) => m.length))).toBeLessThan(8000);

    // the largest message that names keys stays under PostgreSQL's NOTIFY limit
    a.publish(
      't',
      Array.from({ length: MAX_KEYS_PER_MESSAGE }, () => crypto.randomUUID()),
    );
    await expect.poll(() => got.length).toBe(3);
    expect(got[2]).toHaveLength(MAX_KEYS_PER_MESSAGE);
    expect(hub.sent[2]!.length).toBeLessThan(8000);
    await a.close();
    await b.close();
  });

  it('tells listeners "all" when it connects again, since what was sent meanwhile is lost', async () => {
    const { hub, a, b, got } = twoBuses();
    await expect.poll(() => b.connected).toBe(true);
    got.length = 0;
    hub.down();
    expect(b.connected).toBe(false);
    a.publish('t', ['lost']);
    await tick(50);
    expect(got).toEqual([]);
    hub.up();
    expect(b.connected).toBe(true);
    expect(got).toEqual(['all']);
    await a.close();
    await b.close();
  });

  it('drops malformed messages and reads oversized key lists as "all"', async () => {
    const hub = createMemoryHub();
    const b = createNotifyBus(hub.transport());
    const got: NotifyChange[] = [];
    b.subscribe('t', (c) => got.push(c));
    await expect.poll(() => b.connected).toBe(true);
    got.length = 0;
    const raw = hub.transport();
    raw.start({ message: () => {}, up: () => {}, down: () => {} });
    await raw.send('not json');
    await raw.send(JSON.stringify({ t: 't', k: ['x'] })); // no sender
    await raw.send(JSON.stringify({ i: 'x', t: 't', k: Array(500).fill('k') }));
    await raw.send(JSON.stringify({ i: 'x', t: 't', k: [{}] }));
    await expect.poll(() => got).toEqual(['all', 'all']);
    await b.close();
  });
});
