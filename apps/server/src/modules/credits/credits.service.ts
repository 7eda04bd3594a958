import type { CreditInfo } from '@robot/contracts';
import type { LeadingWrite } from '../../db/leading-write.ts';
import { AppError } from '../../lib/app-error.ts';
import { newOrderedId } from '../../lib/ids.ts';
import type { CreditsRepository } from './credits.repository.ts';

export interface CreditSettings {
  enabled: boolean;
  /** what a new user starts with */
  newUserGrant: number;
  /** what one answer costs when its model sets no price */
  perAnswer: number;
}

/** A debit taken before an answer; `settle` keeps it or gives it back. */
export interface CreditHold {
  /** `delivered`: the user got text (a whole or a partial answer). Otherwise the credits come back. */
  settle(delivered: boolean): Promise<void>;
}

/**
 * The price of one answer, taken with the turn's rows: `write` leads the turn's write (it is made, or
 * neither is), and `hold` gives the credits back if no text reached the user. The hold is only good
 * once the write committed.
 */
export interface CreditCharge {
  write: LeadingWrite;
  hold: CreditHold;
}

/** The hold of an answer that costs nothing: nothing taken, nothing to give back. */
export const noHold: CreditHold = { settle: async () => {} };

const RECENT = 10;
/** how long before its answer's creation an orphaned answer's debit is looked for (a clock set back) */
const ORPHAN_DEBIT_SLACK_MS = 60_000;
/** The ledger reason of an admin's grant or take-back (its note is the row's `ref`). */
export const ADMIN_REASON = 'admin';

/**
 * Credits: a balance per user, opened lazily with the new-user grant on first use (reading it counts),
 * and a ledger of every change.
 *
 * An answer is paid for up front (`hold`, atomic and never below zero) and the debit is undone when
 * no text at all reached the user (the model failed, or the user left, before the first token). So a
 * user pays for every answer they saw, whole or partial, and never for an error; and concurrent streams
 * cannot spend the same credit twice.
 */
export function createCreditsService(deps: {
  repo: CreditsRepository;
  /** read on every use: the admin may change the grant and the price at run time */
  settings: () => CreditSettings;
}) {
  const { repo } = deps;
  const settings = () => deps.settings();
  const priceOf = (price: number | null | undefined) => price ?? settings().perAnswer;

  async function balance(userId: string): Promise<number> {
    const current = await repo.balanceOf(userId);
    if (current !== null) return current;
    await repo.openAccount(userId, settings().newUserGrant);
    return (await repo.balanceOf(userId)) ?? 0;
  }

  return {
    get enabled() {
      return settings().enabled;
    },

    async info(userId: string): Promise<CreditInfo> {
      const bal = await balance(userId);
      const recent = await repo.recent(userId, RECENT);
      return {
        balance: bal,
        enabled: settings().enabled,
        recent: recent.map((r) => ({
          delta: Number(r.delta),
          reason: r.reason,
          createdAt: r.created_at,
        })),
      };
    },

    /**
     * An admin's grant (`amount` > 0) or take-back (< 0). The ledger row has reason `admin` (what the
     * user's history shows) and the admin's note as its `ref`; a take-back larger than the balance
     * takes it to 0, and the row's delta and note say what was really taken. Answers the balance.
     */
    async grant(
      userId: string,
      amount: number,
      note: string,
    ): Promise<{ before: number; balance: number; applied: number }> {
      await balance(userId);
      const { before, after } = await repo.grant(userId, amount, ADMIN_REASON, (was, now) =>
        now - was === amount ? note : `${note} (asked ${amount}, balance was ${was}: taken to 0)`,
      );
      return { before, balance: after, applied: after - before };
    },

    /**
     * 10402 when the next answer cannot be paid for (before anything else is done). `price`: the
     * model's price per answer (null: the configured default).
     */
    async assertCanAfford(userId: string, price?: number | null): Promise<void> {
      const cost = priceOf(price);
      if (!settings().enabled || cost <= 0) return;
      if ((await balance(userId)) < cost) throw new AppError('errors.creditsNotEnough');
    },

    /**
     * Gives back the hold of an answer whose process died before settling it; nothing when there was
     * none or it was settled. `answer`: its id (the debit's ref), who asked, and when it was created
     * (its debit was taken with its rows, a moment later: `since` reaches a minute back, for a clock
     * set back in between).
     */
    async releaseOrphanHold(answer: { id: string; userId: string; createdAt: string }) {
      const at = Date.parse(answer.createdAt);
      // an unreadable time (never written by this server) looks through all of the user's rows
      const since = Number.isFinite(at) ? new Date(at - ORPHAN_DEBIT_SLACK_MS).toISOString() : '';
      await repo.undoDebitsByRef('chat', answer.id, { userId: answer.userId, since });
    },

    /**
     * The price of one answer (`ref`: the answer's id) as a write that leads the answer's rows
     * (db/leading-write.ts), so that both are committed or neither; its refusal is 10402 (another
     * stream spent the balance since `assertCanAfford`, which also opens the account: a caller
     * checks first). Null when the answer costs nothing.
     */
    charge(userId: string, ref: string, price?: number | null): CreditCharge | null {
      const cost = priceOf(price);
      if (!settings().enabled || cost <= 0) return null;
      const ledgerId = newOrderedId();
      return {
        write: repo.debitLeading(
          userId,
          cost,
          'chat',
          ref,
          ledgerId,
          () => new AppError('errors.creditsNotEnough'),
        ),
        hold: {
          async settle(delivered) {
            if (!delivered) await repo.undoDebit(userId, ledgerId);
          },
        },
      };
    },
  };
}

export type CreditsService = ReturnType<typeof createCreditsService>;
