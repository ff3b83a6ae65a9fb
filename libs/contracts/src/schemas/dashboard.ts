/**
 * 控制台 (all staff): the counts that matter in the season — registered students, 志愿表 saved this week,
 * sign-ins today (Beijing days, weeks from Monday) — and, per year, whether each kind of admission data is the
 * generated sample (示例数据) or official, with the last import of each kind. The back office links each
 * figure to its page.
 */
import * as z from 'zod';

/** The data kinds the dashboard reports (as the import kinds name them). */
export const DASHBOARD_DATA_KINDS = [
  'score-lines',
  'rank-table',
  'admission-records',
  'admission-plans',
] as const;
export type DashboardDataKind = (typeof DASHBOARD_DATA_KINDS)[number];

/** Whether a year's data of a kind is missing, all sample, all official, or partly sample. */
export const DATA_STATUSES = ['none', 'sample', 'official', 'mixed'] as const;
export type DataStatus = (typeof DATA_STATUSES)[number];
export const DATA_STATUS_LABELS: Record<DataStatus, string> = {
  none: '无数据',
  sample: '示例数据',
  official: '正式数据',
  mixed: '部分为示例数据',
};

export const dashboardData = z.object({
  /** Accounts holding the student role. */
  students: z.number().int().nonnegative(),
  /** Saves of 志愿表 (new or changed) since Monday 00:00, Beijing time. */
  volunteerSavesThisWeek: z.number().int().nonnegative(),
  /** Sign-ins (new sessions, site and back office) since 00:00 today, Beijing time. */
  loginsToday: z.number().int().nonnegative(),
  /** Where "this week" and "today" start (ISO 8601). */
  since: z.object({ week: z.string(), today: z.string() }),
  /** Every year of the region, newest first, with each kind's status. */
  dataStatus: z.array(
    z.object({
      year: z.number().int(),
      kinds: z.array(
        z.object({
          kind: z.enum(DASHBOARD_DATA_KINDS),
          label: z.string(),
          status: z.enum(DATA_STATUSES),
          rows: z.number().int().nonnegative(),
          sampleRows: z.number().int().nonnegative(),
        }),
      ),
    }),
  ),
  /** The last import of each kind that wrote data (newest first); none before the first import. */
  lastImports: z.array(
    z.object({
      kind: z.string(),
      label: z.string(),
      at: z.string(),
      fileName: z.string().nullable(),
      rows: z.number().int().nonnegative(),
    }),
  ),
});
export type Dashboard = z.output<typeof dashboardData>;
