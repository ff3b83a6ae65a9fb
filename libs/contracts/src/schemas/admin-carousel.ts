/**
 * 轮播图 in the back office (editors and admins): each item is an uploaded picture (`/media/…`), a title shown
 * as text on the slide, an optional link (http or https only), whether it shows, and its place in the order.
 */
import * as z from 'zod';
import { labelled } from '../fields.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { optionalWebUrlSchema } from '../rules.ts';
import { mediaUrlSchema } from './media.ts';
import { idField } from './query.ts';

/** An item as the back office lists it, in order. */
export const adminCarouselItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  /** The page opened on click ('' for none). */
  url: z.string(),
  enabled: z.boolean(),
  /** 1-based place in the order. */
  position: z.number().int().positive(),
  sample: z.boolean(),
});
export type AdminCarouselItem = z.output<typeof adminCarouselItemSchema>;
export const adminCarouselListData = z.array(adminCarouselItemSchema);

/**
 * `POST /api/admin/carousel/save`: a new item (without `id`: the picture is required, it goes last) or
 * changes to one (without `imageUrl` the picture stays).
 */
export const saveCarouselBody = z.object({
  id: idField(M.idInvalid).optional(),
  title: z
    .string({ error: M.carouselTitleRequired })
    .trim()
    .min(1, { error: M.carouselTitleRequired, abort: true })
    .max(50, { error: M.carouselTitleTooLong }),
  imageUrl: mediaUrlSchema.optional(),
  url: optionalWebUrlSchema.default(''),
  enabled: labelled('启用', z.boolean({ error: M.flagInvalid })).default(true),
});
export type SaveCarouselBody = z.input<typeof saveCarouselBody>;

/** `POST /api/admin/carousel/reorder`: every item's id, in the new order. */
export const reorderCarouselBody = z.object({
  ids: z
    .array(idField(M.carouselOrderInvalid), { error: M.carouselOrderInvalid })
    .min(1, { error: M.carouselOrderInvalid })
    .max(100, { error: M.carouselOrderInvalid })
    .refine((ids) => new Set(ids).size === ids.length, { error: M.carouselOrderInvalid }),
});

/** `POST /api/admin/carousel/remove`. */
export const carouselIdBody = z.object({ id: idField(M.idInvalid) });
