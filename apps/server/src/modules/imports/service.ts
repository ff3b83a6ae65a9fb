// The import service behind the back office's upload and the CLI's `import` command. A file is parsed and
// every row checked first (types and ranges, the region's years, categories and batches, duplicates, a rank
// table's cumulative counts — the dataset lib's parsers — then the universities and majors it names against
// the database). If any row is bad, nothing is written and the report lists every problem with its line,
// column and reason. Otherwise all rows are written in one transaction: upserts on the natural keys (the
// same file twice changes nothing) that replace the sample rows of the same years, categories and
// provinces. The caches of every process are told, and the run is logged.
import type { Insertable, Kysely, Transaction } from 'kysely';
import {
  IMPORT_KIND_LABELS,
  parseImportFile,
  toHalfWidth,
  validateReferences,
  type AdmissionPlanImportRow,
  type AdmissionRecordImportRow,
  type ImportIssue,
  type ImportKind,
  type ImportRowMap,
} from '@zhiyuan/dataset';
import type { ImportReport } from '@zhiyuan/contracts';
import { bumpDataVersion, type DataCache } from '../../data/cache.ts';
import { upsertRows } from '../../db/bulk.ts';
import type { CollegeMajorsTable, DB, HighSchoolsTable } from '../../db/schema.ts';
import type { Clock } from '../../lib/time.ts';
import {
  planToRow,
  rankRowToRow,
  recordToRow,
  scoreLineToRow,
  writeOfficialRows,
  type ResolvedCollege,
  type WriteResult,
} from '../admissions/store.ts';
import {
  collegeKeys,
  collegeMajorRow,
  collegeToRow,
  loadCollegeRecords,
  majorKeys,
  majorToRow,
  recordCollegeMajors,
  upsertColleges,
  upsertMajors,
} from '../catalog/store.ts';

/** The phases the progress callback reports. */
export type ImportPhase = '读取文件' | '校验' | '写入';

export interface ImportOptions {
  fileName?: string | null;
  /** Validate and count, then roll back: nothing is written. */
  dryRun?: boolean;
  userId?: number | null;
  onProgress?: (phase: ImportPhase, done: number, total: number) => void;
}

export interface ImportService {
  run(kind: ImportKind, bytes: Uint8Array, options?: ImportOptions): Promise<ImportReport>;
}

type CollegeRef = { collegeCode: string | null; collegeName: string | null };

/** Thrown inside a dry run's transaction to roll it back once the counts are known. */
class DryRunRollback extends Error {
  readonly counts: WriteResult;
  constructor(counts: WriteResult) {
    super('dry run');
    this.counts = counts;
  }
}

/** What the database knows, for checking and resolving the universities and majors a file names. */
async function referenceData(db: Kysely<DB>) {
  const colleges = await collegeKeys(db);
  const nameByCode = new Map(colleges.map((c) => [c.code, c.name]));
  // The parser turns full-width characters half-width (中国矿业大学（北京） → 中国矿业大学(北京)) while the
  // MOE list writes full-width brackets: match names either way, and keep the list's spelling.
  const codeByName = new Map<string, string>();
  for (const c of colleges) if (!codeByName.has(c.name)) codeByName.set(c.name, c.code);
  for (const c of colleges)
    if (!codeByName.has(toHalfWidth(c.name))) codeByName.set(toHalfWidth(c.name), c.code);
  const majors = await majorKeys(db);
  const editions = [...new Set(majors.map((m) => m.catalog_year))].sort((a, b) => a - b);
  const majorSet = new Set(majors.map((m) => `${m.catalog_year}|${m.code}`));
  const editionFor = (year: number) => {
    let chosen = editions[0];
    for (const e of editions) if (e <= year) chosen = e;
    return chosen;
  };
  return {
    hooks: {
      knownCollege: (codeOrName: string) => nameByCode.has(codeOrName) || codeByName.has(codeOrName),
      knownMajor: (code: string, year: number) => majorSet.has(`${editionFor(year)}|${code}`),
    },
    resolve(ref: CollegeRef): ResolvedCollege | null {
      const code =
        ref.collegeCode ?? (ref.collegeName === null ? undefined : codeByName.get(ref.collegeName));
      if (code === undefined) return null;
      const listed = nameByCode.get(code);
      const name =
        ref.collegeName === null || (listed !== undefined && toHalfWidth(listed) === ref.collegeName)
          ? listed
          : ref.collegeName;
      return name === undefined ? null : { collegeCode: code, collegeName: name };
    },
  };
}

/** Rows that name the same record once the college is resolved (one by code, one by name). */
function duplicatesAfterResolving<V>(
  rows: readonly { line: number; value: V }[],
  key: (value: V) => string,
): ImportIssue[] {
  const first = new Map<string, number>();
  const issues: ImportIssue[] = [];
  for (const { line, value } of rows) {
    const k = key(value);
    const earlier = first.get(k);
    if (earlier === undefined) first.set(k, line);
    else {
      issues.push({
        line,
        column: null,
        message: `与第 ${earlier} 行重复（院校代码与院校名称指向同一所院校，同一条记录只能出现一次）`,
      });
    }
  }
  return issues;
}

export function createImportService(db: Kysely<DB>, cache: DataCache, now: Clock): ImportService {
  async function write(
    trx: Transaction<DB>,
    kind: ImportKind,
    rows: readonly { line: number; value: unknown }[],
    resolved: readonly (ResolvedCollege | null)[],
    onBatch: (done: number) => void,
  ): Promise<WriteResult> {
    const t = now();
    const values = rows.map((r) => r.value);
    const college = (i: number): ResolvedCollege => {
      const c = resolved[i];
      if (!c) throw new Error('import row without a resolved college');
      return c;
    };
    switch (kind) {
      case 'colleges': {
        // Empty cells (and absent columns) keep what the list says: a file of changes does not wipe the rest.
        const existing = new Map((await loadCollegeRecords(trx)).map((c) => [c.code, c]));
        const list = (values as ImportRowMap['colleges'][]).map((v): ImportRowMap['colleges'] => {
          const old = existing.get(v.code);
          if (!old) return v;
          const oldTags = JSON.parse(old.tags) as ImportRowMap['colleges']['tags'];
          return {
            ...v,
            // The parser writes full-width brackets half-width; keep the list's spelling of the same name.
            name: toHalfWidth(old.name) === v.name ? old.name : v.name,
            city: v.city || old.city,
            department: v.department || old.department,
            type: v.type ?? old.type,
            tags: v.tags.length > 0 ? v.tags : oldTags,
            website: v.website ?? old.website,
            intro: v.intro ?? old.intro,
          };
        });
        const before = await count(trx, 'colleges');
        const changed = await upsertColleges(
          trx,
          list.map((c) => collegeToRow(c, t)),
          t,
          onBatch,
        );
        return { changed, before, after: await count(trx, 'colleges'), removed: 0 };
      }
      case 'majors': {
        const list = values as ImportRowMap['majors'][];
        const before = await count(trx, 'majors');
        const changed = await upsertMajors(trx, list.map(majorToRow), onBatch);
        return { changed, before, after: await count(trx, 'majors'), removed: 0 };
      }
      case 'score-lines':
        return writeOfficialRows(
          trx,
          'score_lines',
          (values as ImportRowMap['score-lines'][]).map((v) => scoreLineToRow({ ...v, sample: false })),
          onBatch,
        );
      case 'rank-table':
        return writeOfficialRows(
          trx,
          'rank_tables',
          (values as ImportRowMap['rank-table'][]).map((v) => rankRowToRow({ ...v, sample: false })),
          onBatch,
        );
      case 'admission-records': {
        const list = (values as AdmissionRecordImportRow[]).map((v, i) =>
          recordToRow({ ...v, ...college(i), sample: false }),
        );
        const result = await writeOfficialRows(trx, 'admission_records', list, onBatch);
        await recordCollegeMajors(
          trx,
          offeringsOf(
            list
              .filter((r) => r.scope === '专业')
              .map((r) => [r.college_code, r.major_code ?? null, r.major_name ?? null]),
          ),
        );
        return result;
      }
      case 'admission-plans': {
        const list = (values as AdmissionPlanImportRow[]).map((v, i) =>
          planToRow({ ...v, ...college(i), sample: false }),
        );
        const result = await writeOfficialRows(trx, 'admission_plans', list, onBatch);
        await recordCollegeMajors(
          trx,
          offeringsOf(list.map((r) => [r.college_code, r.major_code ?? null, r.major_name])),
        );
        return result;
      }
      case 'high-schools': {
        const existing = new Map(
          (await trx.selectFrom('high_schools').select(['name', 'city', 'district']).execute()).map((h) => [
            h.name,
            h,
          ]),
        );
        const list = (values as ImportRowMap['high-schools'][]).map((h) => {
          const old = existing.get(h.name);
          return old ? { ...h, city: h.city || old.city, district: h.district || old.district } : h;
        });
        const before = await count(trx, 'high_schools');
        const last = await trx
          .selectFrom('high_schools')
          .select((eb) => eb.fn.max('sort_order').as('max'))
          .executeTakeFirst();
        const base = Number(last?.max ?? 0);
        const schools: Insertable<HighSchoolsTable>[] = list.map((h, i) => ({
          name: h.name,
          city: h.city,
          district: h.district,
          sort_order: base + (i + 1) * 10,
          is_sample: 0,
          enabled: 1,
          created_at: t,
          updated_at: t,
        }));
        const changed = await upsertRows(
          trx,
          'high_schools',
          schools,
          ['name'],
          ['city', 'district', 'is_sample', 'enabled'],
          {
            touch: { updated_at: t },
            onBatch,
          },
        );
        return { changed, before, after: await count(trx, 'high_schools'), removed: 0 };
      }
    }
  }

  return {
    async run(kind, bytes, options = {}) {
      const started = performance.now();
      const progress = options.onProgress ?? (() => undefined);
      const dryRun = options.dryRun ?? false;
      progress('读取文件', 0, 1);
      const parsed = await parseImportFile(kind, bytes);
      progress('读取文件', 1, 1);
      const errors: ImportIssue[] = [...parsed.errors];
      const rows = parsed.rows as { line: number; value: unknown }[];
      progress('校验', 0, rows.length);

      let resolved: (ResolvedCollege | null)[] = [];
      if (kind === 'admission-records' || kind === 'admission-plans') {
        const refs = await referenceData(db);
        const referencing = rows as {
          line: number;
          value: AdmissionRecordImportRow | AdmissionPlanImportRow;
        }[];
        errors.push(...(await validateReferences(referencing, refs.hooks)));
        resolved = referencing.map((r) => refs.resolve(r.value));
        const keyed = referencing
          .map((r, i) => ({ line: r.line, value: { row: r.value, college: resolved[i] } }))
          .filter((r) => r.value.college !== null);
        errors.push(
          ...duplicatesAfterResolving(keyed, ({ row, college }) =>
            [
              row.year,
              row.province,
              row.category,
              row.batch,
              college?.collegeCode,
              row.groupCode,
              'scope' in row ? row.scope : '',
              row.majorCode ?? row.majorName,
            ].join('|'),
          ),
        );
      }
      progress('校验', rows.length, rows.length);
      errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));

      let counts: WriteResult = { changed: 0, before: 0, after: 0, removed: 0 };
      let written = false;
      if (errors.length === 0 && rows.length > 0) {
        try {
          counts = await db.transaction().execute(async (trx) => {
            const result = await write(trx, kind, rows, resolved, (done) =>
              progress('写入', done, rows.length),
            );
            if (dryRun) throw new DryRunRollback(result);
            if (result.changed > 0 || result.removed > 0) await bumpDataVersion(trx, now());
            return result;
          });
          written = true;
          cache.invalidate();
        } catch (error) {
          if (!(error instanceof DryRunRollback)) throw error;
          counts = error.counts;
        }
      }
      const inserted = Math.max(0, counts.after - counts.before + counts.removed);
      const updated = Math.max(0, counts.changed - inserted);
      const report: ImportReport = {
        kind,
        label: IMPORT_KIND_LABELS[kind],
        fileName: options.fileName ?? null,
        format: parsed.format,
        encoding: parsed.encoding,
        totalRows: parsed.totalRows,
        errorCount: errors.length,
        errors,
        dryRun,
        written,
        inserted,
        updated,
        unchanged: errors.length === 0 ? Math.max(0, rows.length - inserted - updated) : 0,
        removed: counts.removed,
        durationMs: Math.round(performance.now() - started),
      };
      if (!dryRun) {
        await db
          .insertInto('import_runs')
          .values({
            kind,
            file_name: report.fileName?.slice(0, 255) ?? null,
            format: report.format,
            total_rows: report.totalRows,
            error_count: report.errorCount,
            written: written ? 1 : 0,
            inserted,
            updated,
            removed: report.removed,
            user_id: options.userId ?? null,
            duration_ms: report.durationMs,
            created_at: now(),
          })
          .execute();
      }
      return report;
    },
  };
}

async function count(
  db: Kysely<DB> | Transaction<DB>,
  table: 'colleges' | 'majors' | 'high_schools',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The offerings (college, major) named by imported rows, each once. */
function offeringsOf(
  rows: readonly [string, string | null, string | null][],
): Insertable<CollegeMajorsTable>[] {
  const seen = new Set<string>();
  const offered: Insertable<CollegeMajorsTable>[] = [];
  for (const [college, code, name] of rows) {
    if (name === null) continue;
    const key = `${college}|${code ?? name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    offered.push(collegeMajorRow(college, code, name, false));
  }
  return offered;
}
