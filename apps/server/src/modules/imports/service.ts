// The import service behind the back office's upload and the CLI's `import` command. A file is parsed and
// every row checked first (types and ranges, the years the region takes — none after 当前年份 — and the
// categories and batches of the rules in force then, duplicates, a rank table's cumulative counts — the
// dataset lib's parsers — then the universities and majors it names against the catalog). If any row is bad, nothing is written and the report lists every problem with its line,
// column and reason. Otherwise all rows are written in one transaction, each kind by the module that owns
// its table (writers.ts): upserts on the natural keys (the same file twice changes nothing) that replace the
// sample rows of the same years, categories and provinces. The caches of every process are told, and the
// run is logged.
import type { Kysely, Transaction } from 'kysely';
import type { ImportReport } from '@zhiyuan/contracts';
import {
  IMPORT_KIND_LABELS,
  parseCollegeDecisions,
  parseImportFile,
  type AdmissionPlanImportRow,
  type AdmissionRecordImportRow,
  type ImportIssue,
  type ImportKind,
  type RegionConfig,
} from '@zhiyuan/dataset';
import { bumpDataVersion, type DataCache } from '../../data/cache.ts';
import type { WriteCounts } from '../../db/bulk.ts';
import type { PartitionSnapshot } from '../../db/partition-snapshots.ts';
import type { DB } from '../../db/schema.ts';
import type { Clock } from '../../lib/time.ts';
import { uploadReportHead } from '../../lib/upload-report-head.ts';
import type { EnrollmentCode } from '../catalog/index.ts';
import { resolveReferences, type ResolvedCollege, type ResolvedReferences } from './references.ts';
import { recordImportRun, type ImportUser } from './runs.ts';
import { writeRows, type ImportWriters } from './writers.ts';

/** The phases the progress callback reports. */
export type ImportPhase = '读取文件' | '校验' | '写入';

export interface ImportOptions {
  fileName?: string | null;
  /** Validate and count, then roll back: nothing is written. */
  dryRun?: boolean;
  /** Decisions for unmatched universities (`招生代码或校名=学校标识码|跳过`, one a line). */
  decisions?: string;
  /** Who imports (the back office's user); none for the command line. */
  user?: ImportUser | null;
  /** Runs in the import's transaction once the rows are written (not for a dry run): the audit entry. */
  onWritten?: (trx: Transaction<DB>, counts: WriteCounts) => Promise<void>;
  onProgress?: (phase: ImportPhase, done: number, total: number) => void;
}

export interface ImportService {
  run(kind: ImportKind, bytes: Uint8Array, options?: ImportOptions): Promise<ImportReport>;
}

export interface ImportServiceDeps {
  db: Kysely<DB>;
  cache: DataCache;
  now: Clock;
  /** The region whose years, categories and batches the files are read against. */
  region: RegionConfig;
  /** 当前年份 (the site's setting): no row may be of a later year. */
  currentYear(): Promise<number>;
  writers: ImportWriters;
}

type Rows = readonly { line: number; value: unknown }[];

/** Thrown inside a dry run's transaction to roll it back once the counts are known. */
class DryRunRollback extends Error {
  readonly counts: WriteCounts;
  constructor(counts: WriteCounts) {
    super('dry run');
    this.counts = counts;
  }
}

const NOTHING_WRITTEN: WriteCounts = { changed: 0, before: 0, after: 0, removed: 0 };

export function createImportService(deps: ImportServiceDeps): ImportService {
  const { db, cache, now, region, writers } = deps;
  /** The problems of the rows' colleges and majors, and each row's resolved college. */
  async function checkReferences(kind: ImportKind, rows: Rows, decisionText: string) {
    if (kind !== 'admission-records' && kind !== 'admission-plans') {
      return { resolved: [], issues: [], unmatched: [], codes: [] } satisfies ResolvedReferences;
    }
    const { decisions, errors } = parseCollegeDecisions(decisionText);
    const referencing = rows as { line: number; value: AdmissionRecordImportRow | AdmissionPlanImportRow }[];
    const references = {
      ...(await writers.catalog.references(db)),
      enrollmentCodes: await writers.catalog.enrollmentCodes(db, null),
    };
    const result = await resolveReferences(references, referencing, decisions);
    result.issues.push(...errors.map((message) => ({ line: null, column: '院校决定', message })));
    return result;
  }

  /** Writes every row in one transaction (rolled back for a dry run); the counts, and whether it stayed. */
  async function write(
    kind: ImportKind,
    rows: Rows,
    resolved: readonly (ResolvedCollege | null)[],
    codes: readonly EnrollmentCode[],
    options: ImportOptions,
    onBatch: (done: number) => void,
    record: (trx: Transaction<DB>, counts: WriteCounts, undo: PartitionSnapshot | undefined) => Promise<void>,
  ): Promise<{ counts: WriteCounts; written: boolean }> {
    try {
      const counts = await db.transaction().execute(async (trx) => {
        const values = rows.map((r) => r.value);
        const result = await writeRows(writers, trx, kind, values, resolved, now(), onBatch);
        await writers.catalog.recordEnrollmentCodes(trx, codes);
        if (options.dryRun) throw new DryRunRollback(result);
        // The codes are kept with the data (catalog's code index): recording any is a change of the data.
        if (result.changed > 0 || result.removed > 0 || codes.length > 0) await bumpDataVersion(trx, now());
        await options.onWritten?.(trx, result);
        await record(trx, result, 'undo' in result ? result.undo : undefined);
        return result;
      });
      cache.invalidate();
      return { counts, written: true };
    } catch (error) {
      if (!(error instanceof DryRunRollback)) throw error;
      return { counts: error.counts, written: false };
    }
  }

  return {
    async run(kind, bytes, options = {}) {
      const started = performance.now();
      const progress = options.onProgress ?? (() => undefined);
      const dryRun = options.dryRun ?? false;
      progress('读取文件', 0, 1);
      const parsed = await parseImportFile(kind, bytes, {
        region,
        currentYear: await deps.currentYear(),
        fileName: options.fileName ?? null,
      });
      progress('读取文件', 1, 1);
      const parsedRows = parsed.rows as Rows;
      progress('校验', 0, parsedRows.length);
      const refs = await checkReferences(kind, parsedRows, options.decisions ?? '');
      const errors: ImportIssue[] = [...parsed.errors, ...refs.issues];
      // Rows a decision skips are left out; the others keep their resolved college.
      const kept = parsedRows.flatMap((row, i) => (refs.resolved[i] === 'skip' ? [] : [{ row, i }]));
      const rows = kept.map((k) => k.row);
      const resolved = kept.map((k) => {
        const c = refs.resolved[k.i];
        return c === 'skip' || c === undefined ? null : c;
      });
      const skipped = parsedRows.length - rows.length;
      progress('校验', parsedRows.length, parsedRows.length);
      errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));

      const reportOf = (counts: WriteCounts, written: boolean): ImportReport => {
        const inserted = Math.max(0, counts.after - counts.before + counts.removed);
        const updated = Math.max(0, counts.changed - inserted);
        return {
          kind,
          label: IMPORT_KIND_LABELS[kind],
          ...uploadReportHead(options.fileName ?? null, parsed, errors, dryRun, written),
          inserted,
          updated,
          unchanged: errors.length === 0 ? Math.max(0, rows.length - inserted - updated) : 0,
          removed: counts.removed,
          unmatched: refs.unmatched,
          skipped,
          durationMs: Math.round(performance.now() - started),
        };
      };
      const user = options.user ?? null;
      if (errors.length > 0 || rows.length === 0) {
        // Nothing to write: the run is logged with its problems (a dry run is not logged at all).
        const report = reportOf(NOTHING_WRITTEN, false);
        if (!dryRun) await recordImportRun(db, report, user, now());
        return report;
      }
      const { counts, written } = await write(
        kind,
        rows,
        resolved,
        refs.codes,
        options,
        (done) => progress('写入', done, rows.length),
        // A written import is logged in its own transaction, with what its partitions held before it.
        (trx, result, undo) => recordImportRun(trx, reportOf(result, true), user, now(), undo),
      );
      return reportOf(counts, written);
    },
  };
}
