// 导入班级名单 (issue 36): the school's roster (姓名, 手机号) read by the data imports' parser — every row checked
// first, a row report, nothing written when any row is bad or on a dry run. A new phone becomes a student
// account without a password (its owner sets one at the first sign-in with an SMS code) that joins the class.
// A phone that already has an account is left alone: its owner joins with the join code, so no teacher reaches a
// student who did not choose the class.
import type { Kysely } from 'kysely';
import {
  classFileSummary,
  rosterCounts,
  ERROR_CODES,
  type ClassRosterReport,
  type RosterOutcome,
} from '@zhiyuan/contracts';
import { CLASS_ROSTER_SPEC, parseTableFile } from '@zhiyuan/dataset';
import type { DB, Db } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import { uploadReportHead } from '../../lib/upload-report-head.ts';
import type { NewUser, UserRecord } from '../users/index.ts';
import type { classAccess } from './handlers.ts';
import { CLASS_FILE_MESSAGES as M } from './class-file-messages.ts';
import type { ClassStore } from './repository.ts';

/** The most rows one roster may hold: a class, not a grade. */
export const ROSTER_ROWS_MAX = 200;

/** What the roster import needs of the users module. */
export interface RosterAccounts {
  findByPhones(phones: readonly string[], executor?: Db): Promise<UserRecord[]>;
  create(user: NewUser, executor?: Db): Promise<UserRecord | null>;
  /** The stored hash of an account whose owner has not set a password yet. */
  unsetPassword: string;
}

export interface RosterImportDeps {
  db: Kysely<DB>;
  now: Clock;
  store: ClassStore;
  classFor: ReturnType<typeof classAccess>;
  accounts: RosterAccounts;
}

export function rosterImportHandlers(deps: RosterImportDeps): Pick<CallHandlers, 'importClassRoster'> {
  const { db, now, store, classFor, accounts } = deps;
  return {
    importClassRoster: async ({ input, auth, audit, upload, setMessage }) => {
      if (!upload) throw fieldError('file', M.fileRequired);
      const row = await classFor(auth, input.id);
      const parsed = await parseTableFile(CLASS_ROSTER_SPEC, upload.bytes, { fileName: upload.fileName });
      const errors = [...parsed.errors];
      if (parsed.totalRows > ROSTER_ROWS_MAX) {
        errors.unshift({
          line: null,
          column: null,
          message: M.rosterTooLong(ROSTER_ROWS_MAX, parsed.totalRows),
        });
      }
      const members = new Set((await store.members(row.id)).map((m) => m.user_id));
      const known = new Map(
        (await accounts.findByPhones(parsed.rows.map((r) => r.value.phone))).map((u) => [u.phone, u]),
      );
      const rows = parsed.rows.map(({ line, value }) => {
        const account = known.get(value.phone);
        const outcome: RosterOutcome = !account ? 'new' : members.has(account.id) ? 'inClass' : 'hasAccount';
        return { line, name: value.name, phone: value.phone, outcome };
      });
      const count = (o: RosterOutcome) => rows.filter((r) => r.outcome === o).length;
      const report: ClassRosterReport = {
        ...uploadReportHead(upload.fileName, parsed, errors, input.dryRun),
        rows: errors.length > 0 ? [] : rows,
        created: count('new'),
        inClass: count('inClass'),
        hasAccount: count('hasAccount'),
      };
      if (errors.length === 0 && !input.dryRun) {
        await db.transaction().execute(async (trx) => {
          const at = now();
          for (const r of rows.filter((x) => x.outcome === 'new')) {
            const made = await accounts.create(
              { phone: r.phone, name: r.name, passwordHash: accounts.unsetPassword, roles: ['student'] },
              trx,
            );
            // Registered between the check and the write: the whole roster waits for a new run.
            if (!made) throw new AppError(ERROR_CODES.conflict, M.rosterPhoneJustTaken(r.line));
            await store.join(trx, made.id, row.id, at);
          }
          await audit(trx, {
            targetType: 'class',
            targetId: row.id,
            summary: `导入班级名单（${upload.fileName}）：${row.name}，新建并加入 ${report.created} 名学生`,
          });
        });
        report.written = true;
      }
      setMessage(classFileSummary(report, rosterCounts(report)));
      return report;
    },
  };
}
