/**
 * 批次线 in the back office (admins, as the imports): a year's lines with their row ids and source pages, and the
 * correction of one line's score — of a line with a 专业类别 (艺术类, 体育类, 对口招生) its 文化课 score and its 专业分
 * (专业课 score, empty where the line has none). The browser and the server check the same rules with the same
 * Chinese messages; the server also refuses a 专业分 on a 物理/历史 line (those rank on the 一分一段 table).
 */
import * as z from 'zod';
import { labelled } from '../fields.ts';
import { SCORE_MAX } from '../limits.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { scoreLineItemSchema } from './admissions.ts';
import { idField, queryObject, yearParam } from './query.ts';

export const adminScoreLineSchema = scoreLineItemSchema.extend({
  id: z.number().int(),
  /** The page the line was published on (or the quoting page's id); null for samples. */
  sourceUrl: z.string().nullable(),
});
export type AdminScoreLine = z.output<typeof adminScoreLineSchema>;

/** `GET /api/admin/scoreLine/list`: one year's lines (all years without `year`), in the site's order. */
export const adminScoreLineListQuery = queryObject({ year: yearParam.optional() });
export type AdminScoreLineListQuery = z.input<typeof adminScoreLineListQuery>;
export const adminScoreLineListData = z.array(adminScoreLineSchema);

const lineScore = (message: string) =>
  z.number({ error: message }).min(0, { error: message }).max(SCORE_MAX, { error: message });

/** `POST /api/admin/scoreLine/update`: a line's score and, of a line with a 专业类别, its 专业分. */
export const updateScoreLineBody = z.object({
  id: idField(M.idInvalid),
  score: labelled('分数', lineScore(M.scoreInvalid)),
  professionalScore: labelled('专业课分数', lineScore(M.professionalScoreInvalid).nullable()),
});
export type UpdateScoreLineBody = z.input<typeof updateScoreLineBody>;
