// The score_lines table: the only code that reads or writes it. Sample lines are seeded into years and
// categories that have none; imported (official) lines replace the samples of theirs.
import type { Insertable, Selectable } from 'kysely';
import type { ScoreLine, ScoreLineImportRow } from '@zhiyuan/dataset';
import { hasSampleRows, partitionedWriters, type NaturalKey } from '../../db/partitioned-rows.ts';
import type { Db, ScoreLinesTable } from '../../db/schema.ts';

export type ScoreLineRecord = Selectable<ScoreLinesTable>;

const NATURAL_KEY: NaturalKey = {
  key: ['year', 'province', 'category', 'professional_category', 'batch'],
  update: ['score', 'professional_score', 'sample', 'source_url'],
};

function toRow(line: ScoreLine | (ScoreLineImportRow & { sample: boolean })): Insertable<ScoreLinesTable> {
  return {
    year: line.year,
    province: line.province,
    category: line.category,
    professional_category: line.professionalCategory ?? '',
    batch: line.batch,
    score: line.score,
    professional_score: line.professionalScore ?? null,
    sample: line.sample ? 1 : 0,
    source_url: 'sourceUrl' in line ? line.sourceUrl : null,
  };
}

const writers = partitionedWriters('score_lines', NATURAL_KEY, toRow);
/** Seeds sample lines (with `force`, the sample lines are replaced); returns the rows written. */
export const seedScoreLines: (db: Db, lines: Iterable<ScoreLine>, force: boolean) => Promise<number> =
  writers.seed;
/** Writes imported lines in the import's transaction. */
export const importScoreLines = writers.importRows;
export const restoreScoreLines = writers.restore;

export function loadScoreLineRecords(db: Db, province: string): Promise<ScoreLineRecord[]> {
  return db.selectFrom('score_lines').selectAll().where('province', '=', province).orderBy('id').execute();
}

export const hasSampleScoreLines = (db: Db) => hasSampleRows(db, 'score_lines');

/** One line by its row id (the back office's correction), or undefined. */
export function findScoreLineRow(db: Db, id: number): Promise<ScoreLineRecord | undefined> {
  return db.selectFrom('score_lines').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sets a line's score and 专业分 (a correction by staff; the line keeps its source and sample flag). */
export async function updateScoreLineScores(
  db: Db,
  id: number,
  scores: { score: number; professional_score: number | null },
): Promise<void> {
  await db.updateTable('score_lines').set(scores).where('id', '=', id).execute();
}
