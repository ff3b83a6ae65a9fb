// The dashboard module (控制台): owns no table. It answers the back office's first page from the faces of the
// modules that own the figures — accounts (users), sign-ins (auth's sessions), 志愿表 saves (volunteers), each
// data table's rows by year (their owners) and the last imports (imports).
import type { Dashboard, DashboardDataKind, DataStatus } from '@zhiyuan/contracts';
import { IMPORT_KIND_LABELS, type ImportKind } from '@zhiyuan/dataset';
import type { PartitionCount } from '../../db/partitioned-rows.ts';
import type { CallHandlers } from '../../http/calls.ts';
import { beijingDayStart, beijingWeekStart, isoTime, type Clock } from '../../lib/time.ts';

export interface DashboardDeps {
  now: Clock;
  /** The years the site knows (the config's, the data's and 当前年份), ascending. */
  knownYears(): Promise<readonly number[]>;
  countStudents(): Promise<number>;
  countSignInsSince(since: number): Promise<number>;
  countVolunteerSavesSince(since: number): Promise<number>;
  /** Rows and sample rows by year and category, of each data kind. */
  dataCounts: Record<DashboardDataKind, () => Promise<PartitionCount[]>>;
  lastImports(): Promise<{ kind: string; fileName: string | null; rows: number; at: number }[]>;
}

function statusOf(rows: number, sampleRows: number): DataStatus {
  if (rows === 0) return 'none';
  if (sampleRows === 0) return 'official';
  return sampleRows === rows ? 'sample' : 'mixed';
}

const labelOf = (kind: string) => IMPORT_KIND_LABELS[kind as ImportKind] ?? kind;

export function createDashboard(deps: DashboardDeps): { handlers: Pick<CallHandlers, 'getDashboard'> } {
  return {
    handlers: {
      getDashboard: async (): Promise<Dashboard> => {
        const t = deps.now();
        const today = beijingDayStart(t);
        const week = beijingWeekStart(t);
        const kinds = Object.keys(deps.dataCounts) as DashboardDataKind[];
        const [students, loginsToday, volunteerSavesThisWeek, imports, ...counts] = await Promise.all([
          deps.countStudents(),
          deps.countSignInsSince(today),
          deps.countVolunteerSavesSince(week),
          deps.lastImports(),
          ...kinds.map((kind) => deps.dataCounts[kind]()),
        ]);
        const years = [...(await deps.knownYears())].reverse();
        return {
          students,
          volunteerSavesThisWeek,
          loginsToday,
          since: { week: isoTime(week), today: isoTime(today) },
          dataStatus: years.map((year) => ({
            year,
            kinds: kinds.map((kind, i) => {
              const ofYear = (counts[i] ?? []).filter((c) => c.year === year);
              const rows = ofYear.reduce((n, c) => n + c.rows, 0);
              const sampleRows = ofYear.reduce((n, c) => n + c.sampleRows, 0);
              return { kind, label: labelOf(kind), status: statusOf(rows, sampleRows), rows, sampleRows };
            }),
          })),
          lastImports: imports.map((run) => ({
            kind: run.kind,
            label: labelOf(run.kind),
            at: isoTime(run.at),
            fileName: run.fileName,
            rows: run.rows,
          })),
        };
      },
    },
  };
}
