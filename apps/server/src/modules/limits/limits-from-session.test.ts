import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openMigratedTestDatabase, testDatabaseKind } from '../../test/test-app.ts';
import { createAuthService } from '../auth/auth.service.ts';
import { createSessionsRepository } from '../auth/sessions.repository.ts';
import type { SettingsReader } from '../settings/settings.service.ts';
import { DEFAULT_USER_LIMITS } from '../settings/settings.service.ts';
import { createLimitsService, type LimitsDeps } from './limits.service.ts';

/** The limits service with only what `limitsOf` reads; counts how often it asked for the overrides. */
function limitsWithLookup(stored: string | null) {
  let asked = 0;
  const service = createLimitsService({
    settings: {
      current: () => ({ defaultLimits: { ...DEFAULT_USER_LIMITS, premium: false } }),
    } as unknown as SettingsReader,
    users: {
      limitsJsonOf: async () => {
        asked += 1;
        return stored;
      },
    },
    usage: {} as LimitsDeps['usage'],
    counters: {} as LimitsDeps['counters'],
    models: {} as LimitsDeps['models'],
    credits: {} as LimitsDeps['credits'],
  });
  return { service, asked: () => asked };
}

describe(`a user's limits come with their session (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await openMigratedTestDatabase()));
  afterAll(() => drop());

  it('the session lookup answers the stored overrides with the user', async () => {
    const at = new Date().toISOString();
    const row = {
      username: '',
      email: null,
      mobile: null,
      nickname: 'Limits',
      headportrait_url: null,
      password_hash: null,
      role: 'user' as const,
      created_at: at,
      updated_at: at,
      disabled_at: null,
    };
    await database.db
      .insertInto('users')
      .values([
        {
          ...row,
          id: 'u-limited',
          username: 'limited',
          username_lower: 'limited',
          limits: '{"premium":true}',
        },
        { ...row, id: 'u-plain', username: 'plain', username_lower: 'plain', limits: null },
      ])
      .execute();
    const auth = createAuthService({
      sessions: createSessionsRepository(database.db),
      ttlSeconds: 3600,
    });
    const meta = { ip: null, userAgent: null };
    const limited = await auth.resolve((await auth.issue('u-limited', meta)).access_token);
    const plain = await auth.resolve((await auth.issue('u-plain', meta)).access_token);
    expect(limited?.limitsJson).toBe('{"premium":true}');
    expect(plain?.limitsJson).toBeNull();
  });

  it('limits read with the session need no query of their own; without them they are looked up', async () => {
    const withSession = limitsWithLookup('{"premium":false}');
    const fromSession = await withSession.service.limitsOf({
      id: 'u1',
      role: 'user',
      limitsJson: '{"premium":true}',
    });
    expect(fromSession.premium).toBe(true);
    const noOverrides = await withSession.service.limitsOf({
      id: 'u1',
      role: 'user',
      limitsJson: null,
    });
    expect(noOverrides.premium).toBe(false);
    expect(withSession.asked()).toBe(0);

    const looked = limitsWithLookup('{"premium":true}');
    expect((await looked.service.limitsOf({ id: 'u2', role: 'user' })).premium).toBe(true);
    expect(looked.asked()).toBe(1);
  });
});
