/**
 * A rendered body (announcements, articles, 招生章程, college and major introductions): blocks of plain text and
 * inline runs, never markup, so the site and the back office's live preview render them as elements and no
 * script can come from content. The first three kinds are the original ones and keep their fields (`text`,
 * `items` as plain text) for renderers that predate runs; `runs`, `itemRuns`, quotes and images came with the
 * back office (issue 10).
 */
import * as z from 'zod';
import { isSafeHref, MEDIA_URL_PATTERN } from '../links.ts';

// The link and image rules are zod-free (links.ts, also in `@zhiyuan/contracts/basics`).
export { isSafeHref, MEDIA_URL_PATTERN };

/** A run of inline text: plain, bold, code, or a link (rendered with rel="noopener noreferrer nofollow"). */
export const inlineRunSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('bold'), text: z.string() }),
  z.object({ type: z.literal('code'), text: z.string() }),
  z.object({ type: z.literal('link'), text: z.string(), href: z.string().refine(isSafeHref) }),
]);
export type InlineRun = z.output<typeof inlineRunSchema>;

const runs = z.array(inlineRunSchema);

/** A block of a rendered body: text only, never markup. */
export const textBlockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heading'),
    level: z.union([z.literal(2), z.literal(3)]),
    text: z.string(),
    runs: runs.optional(),
  }),
  z.object({ type: z.literal('paragraph'), text: z.string(), runs: runs.optional() }),
  z.object({
    type: z.literal('list'),
    ordered: z.boolean(),
    items: z.array(z.string()),
    itemRuns: z.array(runs).optional(),
  }),
  z.object({ type: z.literal('quote'), text: z.string(), runs: runs.optional() }),
  z.object({ type: z.literal('image'), src: z.string().regex(MEDIA_URL_PATTERN), alt: z.string() }),
]);
export type TextBlock = z.output<typeof textBlockSchema>;
