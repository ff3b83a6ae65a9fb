// The score lines module (批次线 and 控制线): owns score_lines, answers `GET /api/scoreLine/list`, and gives
// the other modules the region's lines (cached until the data changes), whether any is a sample, and the
// writers seeding and imports go through.
import type { Kysely } from 'kysely';
import type { ScoreLineItem } from '@zhiyuan/contracts';
import {
  categoriesOf,
  lineCategoriesOf,
  scoreLinesOf,
  type RegionConfig,
  type ScoreLineImportRow,
} from '@zhiyuan/dataset';
import type { DataCache } from '../../data/cache.ts';
import type { Clock } from '../../lib/time.ts';
import { partitionCounts, type PartitionCount } from '../../db/partitioned-rows.ts';
import type { UndoableWrite } from '../../db/partitioned-rows.ts';
import type { PartitionSnapshot } from '../../db/partition-snapshots.ts';
import type { DB, Db } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/calls.ts';
import { scoreLineAdminHandlers, type ScoreLineAdminCalls } from './admin-handlers.ts';
import { scoreLineHandlers } from './handlers.ts';
import {
  hasSampleScoreLines,
  importScoreLines,
  restoreScoreLines,
  loadScoreLineRecords,
  type ScoreLineRecord,
} from './repository.ts';

export { seedScoreLines } from './repository.ts';

export interface ScoreLinesDeps {
  db: Kysely<DB>;
  cache: DataCache;
  now: Clock;
  region: RegionConfig;
}

export interface ScoreLines {
  handlers: Pick<CallHandlers, 'listScoreLines' | ScoreLineAdminCalls>;
  /** The region's lines: newest year first, then category, then from the highest line down. */
  list(): Promise<readonly ScoreLineItem[]>;
  hasSample(): Promise<boolean>;
  /** Rows and sample rows by year and category (控制台's data status). */
  counts(): Promise<PartitionCount[]>;
  /** Writes imported lines in the import's transaction. */
  importRows(
    trx: Db,
    rows: readonly ScoreLineImportRow[],
    onBatch?: (done: number) => void,
  ): Promise<UndoableWrite>;
  /** Puts back what an import's partitions held before it (the undo of that import). */
  restoreRows(trx: Db, snapshot: PartitionSnapshot): Promise<{ removed: number; restored: number }>;
}

export function createScoreLines({ db, cache, now, region }: ScoreLinesDeps): ScoreLines {
  const kindOf = (year: number, name: string) =>
    scoreLinesOf(region, year).find((l) => l.name === name)?.kind ?? '批次线';
  // The rank tracks first, then the categories of lines only (艺术类, 体育类, 对口招生) in the config's order.
  const categoryOrder = (year: number, name: string) => {
    const i = [...categoriesOf(region, year), ...lineCategoriesOf(region, year)].findIndex(
      (c) => c.name === name,
    );
    return i < 0 ? 99 : i;
  };
  const item = (r: ScoreLineRecord): ScoreLineItem => ({
    year: r.year,
    province: r.province,
    category: r.category,
    batch: r.batch,
    kind: kindOf(r.year, r.batch),
    score: r.score,
    sample: r.sample === 1,
    // Said only of a quoted line (the field is absent otherwise, as in the site's fakes).
    ...(r.source_url?.startsWith('转引') ? { quoted: true } : {}),
    // Said only of a line with a 专业类别 (艺术类, 体育类, 对口招生), so the tracks' lines answer as before.
    ...(r.professional_category === ''
      ? {}
      : { professionalCategory: r.professional_category, professionalScore: r.professional_score }),
  });
  // The lines with a 专业类别 keep the authority's order (the file's, as imported): by 专业类别, 本科 before 专科.
  const records = () =>
    cache.get('scoreLines:records', async () =>
      (await loadScoreLineRecords(db, region.province))
        .map((record) => ({ record, item: item(record) }))
        .sort(
          ({ item: a }, { item: b }) =>
            b.year - a.year ||
            categoryOrder(a.year, a.category) - categoryOrder(b.year, b.category) ||
            a.category.localeCompare(b.category) ||
            (a.professionalCategory === undefined ? b.score - a.score : 0),
        ),
    );
  const list = () => cache.get('scoreLines:list', async () => (await records()).map((r) => r.item));
  return {
    handlers: {
      ...scoreLineHandlers({ region, list }),
      ...scoreLineAdminHandlers({ db, cache, now, province: region.province, records, item }),
    },
    list,
    hasSample: () => hasSampleScoreLines(db),
    counts: () => partitionCounts(db, 'score_lines'),
    importRows: importScoreLines,
    restoreRows: restoreScoreLines,
  };
}
