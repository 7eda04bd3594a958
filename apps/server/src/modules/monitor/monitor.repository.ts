import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { newOrderedId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';

export interface NewErrorReport {
  userId: string | null;
  errorCode: string;
  errorMessage: string;
  deviceInfo: string;
  ip: string | null;
}

export function createErrorReportsRepository(db: Kysely<DB>) {
  return {
    async insert(report: NewErrorReport): Promise<string> {
      const id = newOrderedId();
      await db
        .insertInto('error_reports')
        .values({
          id,
          user_id: report.userId,
          error_code: report.errorCode,
          error_message: report.errorMessage,
          device_info: report.deviceInfo,
          ip: report.ip,
          created_at: nowIso(),
        })
        .execute();
      return id;
    },
  };
}

export type ErrorReportsRepository = ReturnType<typeof createErrorReportsRepository>;
