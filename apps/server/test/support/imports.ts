// What the import suites share: the files they import (admission records, a rank table) and an app seeded with
// a few colleges and a staff account, with helpers to run an import through the service the CLI uses or
// through the upload, and to snapshot every data table (row counts and a checksum) to prove nothing changed.
import { createHash } from 'node:crypto';
import type { ImportReport } from '@zhiyuan/contracts';
import type { ImportKind } from '@zhiyuan/dataset';
import { createDataModules } from '../../src/data/modules.ts';
import { codeOf, SMALL_SEED } from './catalog.ts';
import type { DatabaseKind } from './databases.ts';
import { csvText, uploadFile, utf8 } from './files.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export const RECORD_HEADER = [
  '年份',
  '生源省份',
  '科类',
  '批次',
  '院校代码',
  '院校名称',
  '专业组',
  '专业代码',
  '专业名称',
  '计划数',
  '最低分',
  '最低位次',
  '平均分',
  '最高分',
];

/** Four rows for 2024 理科 of 内蒙古: two colleges (one by code, one by exact name), a unit row and a major each. */
export function recordRows(): (string | number)[][] {
  const neida = codeOf('内蒙古大学');
  return [
    [2024, '内蒙古', '理科', '本科一批', neida, '内蒙古大学', '', '', '', 120, 540, 15000, 548.5, 600],
    [
      2024,
      '内蒙古',
      '理科',
      '本科一批',
      neida,
      '内蒙古大学',
      '',
      '080901',
      '计算机科学与技术',
      20,
      560,
      12000,
      565,
      590,
    ],
    [2024, '', '理科', '本科一批', '', '清华大学', '', '', '', 10, 690, 50, 695, 705],
    [2024, '', '理科', '一本', '', '清华大学', '', '080901K', '计算机科学与技术', 2, 700, 20, 702, 705],
  ];
}

export const recordsCsv = (rows = recordRows()) => csvText([RECORD_HEADER, ...rows]);

/** A consistent 2025 物理类 rank table from 700 down to 100 (the top line counts everyone at or above it). */
export function rankTableCsv(): string {
  const rows: (string | number)[][] = [['年份', '科类', '分数', '人数', '累计人数']];
  let cumulative = 0;
  for (let score = 700; score >= 100; score--) {
    const count = score === 700 ? 12 : 20 + ((score * 7) % 90);
    cumulative += count;
    rows.push([2025, '物理类', score, count, cumulative]);
  }
  return csvText(rows);
}

const DATA_TABLES = [
  'colleges',
  'majors',
  'college_majors',
  'score_lines',
  'rank_tables',
  'admission_records',
  'admission_plans',
  'high_schools',
] as const;

/** The app of an import suite: seeded with a few colleges, and an admin signed in to the back office. */
export async function startImportsApp(kind: DatabaseKind): Promise<{ t: TestApp; staff: string }> {
  const t = await startTestApp(kind, { seed: SMALL_SEED });
  return { t, staff: await t.signUp('13700000001', { roles: ['admin'], clientType: 2 }) };
}

/** The suites' helpers over the app that `current` gives when they are called. */
export function importHelpers(current: () => { t: TestApp; staff: string }) {
  /** Row counts and a SHA-256 of every row of every data table (and the data version). */
  async function snapshot(): Promise<{ counts: Record<string, number>; checksum: string }> {
    const hash = createHash('sha256');
    const counts: Record<string, number> = {};
    for (const table of DATA_TABLES) {
      const rows = await current().t.app.db.selectFrom(table).selectAll().orderBy('id').execute();
      counts[table] = rows.length;
      hash.update(`${table}:${JSON.stringify(rows)}`);
    }
    hash.update(JSON.stringify(await current().t.app.db.selectFrom('data_versions').selectAll().execute()));
    return { counts, checksum: hash.digest('hex') };
  }

  const run = (importKind: ImportKind, text: string | Uint8Array, dryRun = false) =>
    createDataModules({
      db: current().t.app.db,
      cache: current().t.app.dataCache,
      now: current().t.clock.now,
    }).imports.service.run(importKind, typeof text === 'string' ? utf8(text) : text, {
      fileName: 'test.csv',
      dryRun,
    });

  async function upload(
    importKind: string,
    file: { name: string; bytes: Uint8Array; field?: string },
    options: { token?: string; query?: string } = {},
  ) {
    return uploadFile<ImportReport>(
      current().t,
      `/api/import/upload?kind=${importKind}${options.query ?? ''}`,
      file,
      options.token ?? current().staff,
    );
  }

  const sampleCount = async (table: 'admission_records' | 'rank_tables', year: number, category: string) =>
    Number(
      (
        await current()
          .t.app.db.selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('sample', '=', 1)
          .where('year', '=', year)
          .where('category', '=', category)
          .executeTakeFirstOrThrow()
      ).n,
    );

  return { snapshot, run, upload, sampleCount };
}
