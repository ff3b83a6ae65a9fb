/**
 * The season's key dates (issue 14): 填报开始、截止, 征集志愿 … that staff publish. The site shows the next one
 * on the home page and in 模拟填报, and reminds a student with unsaved changes when a deadline is near.
 * Times are Beijing time (the exam authority's).
 */
import * as z from 'zod';
import { labelled } from '../fields.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { KEY_DATE_KINDS } from '../key-date-kinds.ts';
import { idField } from './query.ts';

export const keyDateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(KEY_DATE_KINDS),
  /** The moment, ISO 8601. */
  at: z.string(),
  note: z.string(),
});
export type KeyDate = z.output<typeof keyDateSchema>;
export const keyDateListData = z.array(keyDateSchema);

/** `POST /api/admin/keyDates/save`: a new key date (without `id`) or changes to one. */
export const saveKeyDateBody = z.object({
  id: idField(M.idInvalid).optional(),
  name: labelled(
    '名称',
    z
      .string({ error: M.keyDateNameRequired })
      .trim()
      .min(1, { error: M.keyDateNameRequired, abort: true })
      .max(30, { error: M.keyDateNameTooLong }),
  ),
  kind: labelled('类型', z.enum(KEY_DATE_KINDS, { error: M.keyDateKindInvalid })),
  /** Beijing time, `2026-06-27 17:00`. */
  at: labelled(
    '时间',
    z
      .string({ error: M.keyDateTimeInvalid })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, { error: M.keyDateTimeInvalid })
      .refine((v) => !Number.isNaN(Date.parse(`${v.replace(' ', 'T')}:00+08:00`)), {
        error: M.keyDateTimeInvalid,
      }),
  ),
  note: labelled(
    '说明',
    z.string({ error: M.keyDateNoteTooLong }).trim().max(100, { error: M.keyDateNoteTooLong }),
  ).default(''),
});
export type SaveKeyDateBody = z.input<typeof saveKeyDateBody>;
export const keyDateIdBody = z.object({ id: idField(M.idInvalid) });

/** `2026-06-27 17:00` (Beijing time) as epoch ms. */
export const keyDateMoment = (at: string) => Date.parse(`${at.replace(' ', 'T')}:00+08:00`);
