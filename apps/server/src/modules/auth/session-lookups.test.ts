import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../lib/caller.ts';
import { createSessionLookups } from './session-lookups.ts';

const user = (id: string): CurrentUser => ({
  id,
  username: id,
  nickname: id,
  role: 'user',
  tokenHash: `hash-${id}`,
  sessionId: `s-${id}`,
});

/** A lookup that answers when told to, counting how often the database was asked. */
function database() {
  let asked = 0;
  const pending: ((u: CurrentUser | null) => void)[] = [];
  return {
    asked: () => asked,
    lookUp: (): Promise<CurrentUser | null> => {
      asked += 1;
      return new Promise((resolve) => pending.push(resolve));
    },
    answer: (u: CurrentUser | null) => pending.shift()!(u),
  };
}

describe('session lookups under way', () => {
  it('shares a lookup with the requests that arrive while it runs, and keeps nothing after', async () => {
    const lookups = createSessionLookups();
    const db = database();
    const a = lookups.resolve('h1', db.lookUp);
    const b = lookups.resolve('h1', db.lookUp);
    const other = lookups.resolve('h2', db.lookUp);
    expect(db.asked()).toBe(2);
    db.answer(user('u1'));
    db.answer(null);
    expect(await a).toEqual(user('u1'));
    expect(await b).toEqual(user('u1'));
    expect(await other).toBeNull();
    // answered: the next request asks the database again (a change in between is seen)
    const c = lookups.resolve('h1', db.lookUp);
    expect(db.asked()).toBe(3);
    db.answer(null);
    expect(await c).toBeNull();
  });

  it('after forget, a request starts its own lookup; a failed lookup is not kept either', async () => {
    const lookups = createSessionLookups();
    const db = database();
    const before = lookups.resolve('h1', db.lookUp);
    lookups.forget();
    const after = lookups.resolve('h1', db.lookUp);
    expect(db.asked()).toBe(2);
    db.answer(user('u1'));
    db.answer(null);
    expect(await before).toEqual(user('u1'));
    expect(await after).toBeNull();

    const failing = lookups.resolve('h3', () => Promise.reject(new Error('database down')));
    await expect(failing).rejects.toThrow('database down');
    const again = lookups.resolve('h3', db.lookUp);
    expect(db.asked()).toBe(3);
    db.answer(user('u3'));
    expect(await again).toEqual(user('u3'));
  });
});
