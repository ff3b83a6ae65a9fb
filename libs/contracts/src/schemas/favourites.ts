/** Favourites (我的收藏): a college, a major or an article, named by kind and id. */
import * as z from 'zod';
import { labelled } from '../fields.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';

/** What can be a favourite. */
export const FAVOURITE_KINDS = ['college', 'major', 'article'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];
export const favouriteKindSchema = labelled(
  '收藏类型',
  z.enum(FAVOURITE_KINDS, { error: M.favouriteKindInvalid }),
);

/**
 * Body of `collectWeb` and `remove`. Ids are strings because college and major codes keep leading zeros
 * (major 080901).
 */
export const favouriteTargetSchema = z.object({
  kind: favouriteKindSchema,
  targetId: z
    .string({ error: M.favouriteTargetRequired })
    .trim()
    .min(1, { error: M.favouriteTargetRequired })
    .max(64, { error: M.favouriteTargetRequired }),
});
export type FavouriteTarget = z.input<typeof favouriteTargetSchema>;

/** A stored favourite: the target, its display title, and when it was added (ISO 8601). */
export const favouriteSchema = z.object({
  kind: favouriteKindSchema,
  targetId: z.string(),
  title: z.string(),
  createdAt: z.string(),
});
export type Favourite = z.output<typeof favouriteSchema>;

/** Query of `GET /api/userCollections/list`: optionally one kind only. */
export const favouritesQuery = z.object({ kind: favouriteKindSchema.optional() });
export type FavouritesQuery = z.input<typeof favouritesQuery>;
/** `GET /api/userCollections/list` → the user's favourites, newest first. */
export const favouritesData = z.array(favouriteSchema);
