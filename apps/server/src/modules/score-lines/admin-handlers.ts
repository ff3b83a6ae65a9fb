// 批次线 in the back office (admins, as the imports): a year's lines with their row ids and source pages, and the
// correction of one line's 分数 (文化课) and 专业分. The contract checks the numbers; a 专业分 is refused on a line
// without a 专业类别 (物理/历史: they rank on the 一分一段 table). Each correction is one transaction with its audit
// entry and a data-version bump, so every process's caches (and the rendered 批次线 page) follow it.
import type { Kysely } from 'kysely';
import {
  ERROR_CODES,
  VALIDATION_MESSAGES as M,
  type AdminScoreLine,
  type ScoreLineItem,
} from '@zhiyuan/contracts';
import { bumpDataVersion, type DataCache } from '../../data/cache.ts';
import { isStorableId } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import { findScoreLineRow, updateScoreLineScores, type ScoreLineRecord } from './repository.ts';

export type ScoreLineAdminCalls = 'listAdminScoreLines' | 'updateScoreLine';

export interface ScoreLineAdminDeps {
  db: Kysely<DB>;
  cache: DataCache;
  now: Clock;
  province: string;
  /** The region's lines as the site lists them, with their rows. */
  records(): Promise<readonly { record: ScoreLineRecord; item: ScoreLineItem }[]>;
  item(record: ScoreLineRecord): ScoreLineItem;
}

const adminLine = (record: ScoreLineRecord, item: ScoreLineItem): AdminScoreLine => ({
  ...item,
  id: record.id,
  sourceUrl: record.source_url,
});

const notFound = () => new AppError(ERROR_CODES.notFound, M.scoreLineNotFound);

export function scoreLineAdminHandlers(deps: ScoreLineAdminDeps): Pick<CallHandlers, ScoreLineAdminCalls> {
  const { db, cache, now } = deps;
  return {
    listAdminScoreLines: async ({ input }) =>
      (await deps.records())
        .filter(({ record }) => input.year === undefined || record.year === input.year)
        .map(({ record, item }) => adminLine(record, item)),

    updateScoreLine: async ({ input, audit }) => {
      if (!isStorableId(input.id)) throw notFound();
      const updated = await db.transaction().execute(async (trx) => {
        const row = await findScoreLineRow(trx, input.id);
        if (!row || row.province !== deps.province) throw notFound();
        if (input.professionalScore !== null && row.professional_category === '')
          throw fieldError('professionalScore', M.professionalScoreNotAllowed);
        const scores = { score: input.score, professional_score: input.professionalScore };
        await updateScoreLineScores(trx, row.id, scores);
        await bumpDataVersion(trx, now());
        const named = [row.category, row.professional_category, row.batch].filter((s) => s !== '').join(' ');
        await audit(trx, {
          targetType: 'score-line',
          targetId: row.id,
          summary: `修改批次线：${row.year}年 ${named}`,
          before: { score: row.score, professionalScore: row.professional_score },
          after: { score: input.score, professionalScore: input.professionalScore },
        });
        return { ...row, ...scores };
      });
      cache.invalidate();
      return adminLine(updated, deps.item(updated));
    },
  };
}
