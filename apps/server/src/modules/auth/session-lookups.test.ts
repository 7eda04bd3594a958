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

/** An end of pass the test triggers itself (the app's is `setImmediate`). */
function passes() {
  let drop: (() => void) | null = null;
  return {
    endOfPass: (fn: () => void) => {
      drop = fn;
    },
    end: () => {
      const fn = drop;
      drop = null;
      fn?.();
    },
  };
}

describe('session lookups shared by requests that come together', () => {
  it('shares a lookup with the requests that arrive while it runs', async () => {
    const pass = passes();
    const lookups = createSessionLookups(pass.endOfPass);
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
  });

  it('gives an answer to the requests of the same pass, and asks again once the pass ends', async () => {
    const pass = passes();
    const lookups = createSessionLookups(pass.endOfPass);
    const db = database();
    const first = lookups.resolve('h1', db.lookUp);
    db.answer(user('u1'));
    expect(await first).toEqual(user('u1'));
    // answered, same pass: a request read together with the first one takes its answer
    expect(await lookups.resolve('h1', db.lookUp)).toEqual(user('u1'));
    expect(db.asked()).toBe(1);
    pass.end();
    // a later pass: a change made in between (here: the session ended) is seen
    const later = lookups.resolve('h1', db.lookUp);
    expect(db.asked()).toBe(2);
    db.answer(null);
    expect(await later).toBeNull();
  });

  it('drops answers once a response leaves, but still shares a lookup under way', async () => {
    const pass = passes();
    const lookups = createSessionLookups(pass.endOfPass);
    const db = database();
    const answered = lookups.resolve('h1', db.lookUp);
    db.answer(user('u1'));
    await answered;
    const underWay = lookups.resolve('h2', db.lookUp);
    lookups.responseSent();
    // h1 was answered before the response: asked again; h2 is still being looked up: joined
    const again = lookups.resolve('h1', db.lookUp);
    const joined = lookups.resolve('h2', db.lookUp);
    expect(db.asked()).toBe(3);
    db.answer(user('u2'));
    db.answer(null);
    expect(await underWay).toEqual(user('u2'));
    expect(await joined).toEqual(user('u2'));
    expect(await again).toBeNull();
  });

  it('ends a pass with setImmediate unless told otherwise', async () => {
    const lookups = createSessionLookups();
    const db = database();
    const first = lookups.resolve('h1', db.lookUp);
    db.answer(user('u1'));
    await first;
    lookups.resolve('h1', db.lookUp);
    expect(db.asked()).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = lookups.resolve('h1', db.lookUp);
    expect(db.asked()).toBe(2);
    db.answer(user('u1'));
    await later;
  });

  it('after forget, a request starts its own lookup; a failed lookup is not kept either', async () => {
    const lookups = createSessionLookups(passes().endOfPass);
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
