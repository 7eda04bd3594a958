import { NEW_CONVERSATION, robotApi } from '@robot/contracts';
import { call, streamChat, type StreamMeta } from './api-calls.ts';

export interface LoadUser {
  userId: string;
  token: string;
}

/** A favourite as its user last saw it acknowledged; `pending`: a later request got no answer. */
interface FavouriteState {
  userId: string;
  robotId: string;
  favourite: boolean | null;
  pending: boolean;
}

export interface AckedTurn extends StreamMeta {
  userId: string;
  robotId: string | null;
  /** the `done` event came: the answer is complete and stored */
  done: boolean;
  content: string;
}

/** Every write the server acknowledged during a load (2xx with ids, or a stream's `meta`). */
export interface AckedWrites {
  robots: Map<string, string>;
  favourites: Map<string, FavouriteState>;
  turns: AckedTurn[];
  /** requests that failed for another reason than the server going away (should stay empty) */
  refusals: string[];
}

/**
 * Drives writes through the API as real users do, until `stop`: each user creates robots and toggles
 * favourites in one loop and chats (new conversations and follow-ups, with robots and the assistant)
 * in two more, so that answers are streaming whenever the server is killed. Every acknowledged write
 * is recorded; a request cut off by the kill is not (its outcome is unknown).
 */
export function startWriteLoad(baseUrl: string, users: LoadUser[]) {
  const acked: AckedWrites = { robots: new Map(), favourites: new Map(), turns: [], refusals: [] };
  let running = true;
  let n = 0;
  const robotIds = () => [...acked.robots.keys()];
  const pick = <T>(xs: T[]): T | undefined => xs[Math.floor(Math.random() * xs.length)];

  async function writes(user: LoadUser) {
    while (running) {
      n += 1;
      const made = await call(baseUrl, robotApi.newOrUpdate, {
        token: user.token,
        body: {
          headportraitUrl: 'https://example.com/portrait.png',
          robotName: `Crash robot ${n}`,
          keywords: 'crash, soak',
          robotIntro: `Robot number ${n}, made under load`,
          prompt: 'You answer briefly.',
        },
      });
      if (made.data) acked.robots.set(made.data.uuid, user.userId);
      else acked.refusals.push(`robot: ${made.code}`);
      const robotId = pick(robotIds());
      if (!robotId || !running) continue;
      const key = `${user.userId}|${robotId}`;
      const state = acked.favourites.get(key) ?? {
        userId: user.userId,
        robotId,
        favourite: null,
        pending: false,
      };
      acked.favourites.set(key, state);
      const want = !state.favourite;
      state.pending = true;
      const fav = await call(baseUrl, robotApi.favorite, {
        token: user.token,
        body: { uuid: robotId, favorite: want },
      });
      if (fav.data) {
        state.favourite = fav.data.favorite;
        state.pending = false;
      } else acked.refusals.push(`favourite: ${fav.code}`);
    }
  }

  async function chats(user: LoadUser) {
    let conversationId: string = NEW_CONVERSATION;
    let robotId: string | null = null;
    while (running) {
      // A new conversation every third turn; otherwise a follow-up question in the last one.
      if (conversationId !== NEW_CONVERSATION && Math.random() < 0.34) {
        conversationId = NEW_CONVERSATION;
      }
      if (conversationId === NEW_CONVERSATION) robotId = pick([null, ...robotIds()]) ?? null;
      let turn: AckedTurn | null = null;
      const answer = await streamChat(
        baseUrl,
        user.token,
        {
          conversationId,
          message: `Question ${(n += 1)} under load`,
          ...(robotId ? { robotUUID: robotId } : {}),
        },
        (meta) => {
          turn = { ...meta, userId: user.userId, robotId, done: false, content: '' };
          acked.turns.push(turn);
        },
      );
      const t = turn as AckedTurn | null;
      if (!t) continue;
      conversationId = t.conversationId;
      if (answer.last === 'done') {
        t.done = true;
        t.content = answer.content;
      } else if (answer.last === 'error') {
        acked.refusals.push('chat: error event');
      }
    }
  }

  const loops = users.flatMap((u) => [writes(u), chats(u), chats(u)]);
  const swallowKill = (p: Promise<void>) => p.catch(() => {});
  const all = Promise.all(loops.map(swallowKill));
  return {
    acked,
    /** stops issuing requests; answers once every loop returned (after the kill, at once) */
    async stop() {
      running = false;
      await all;
    },
  };
}
