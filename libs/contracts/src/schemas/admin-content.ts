/**
 * 内容 in the back office (editors and admins): announcements (`news`: 高考公告, 强基计划) and articles
 * (`article`: 院校解读, 专业解读, optionally about one college or major) through one set of calls with `type`.
 * States: a new item is a draft; publishing shows it on the site at once, unpublishing hides it again; removing
 * puts it in the recycle bin (restorable). The public calls only ever show published items outside the bin,
 * pinned ones first, then the newest.
 */
import * as z from 'zod';
import { textBlockSchema } from '../content/blocks.ts';
import { labelled } from '../fields.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { ARTICLE_KINDS, articleTargetSchema, NEWS_CATEGORIES } from './news.ts';
import { booleanParam, idParam, keywordParam, pageOf, pageParams, queryObject, idField } from './query.ts';

export const CONTENT_TYPES = ['news', 'article'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = { news: '公告', article: '解读文章' };

export const CONTENT_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  draft: '草稿',
  published: '已发布',
  unpublished: '已撤回',
};

/** Longest title, summary and body (characters). */
export const CONTENT_TITLE_MAX = 100;
export const CONTENT_SUMMARY_MAX = 200;
export const CONTENT_BODY_MAX = 50_000;

const contentType = labelled('内容类型', z.enum(CONTENT_TYPES, { error: M.contentTypeInvalid }));
const newsCategory = labelled('公告类别', z.enum(NEWS_CATEGORIES, { error: M.newsCategoryInvalid }));
const articleKind = labelled('文章类别', z.enum(ARTICLE_KINDS, { error: M.articleKindInvalid }));

/** `GET /api/admin/content/list` query; `status: 'deleted'` lists the recycle bin. */
export const adminContentListQuery = queryObject({
  type: contentType,
  category: newsCategory.optional(),
  kind: articleKind.optional(),
  status: z.enum([...CONTENT_STATUSES, 'deleted'], { error: M.contentStatusInvalid }).optional(),
  pinned: booleanParam(M.flagInvalid).optional(),
  keyword: keywordParam.optional(),
  ...pageParams,
});
export type AdminContentListQuery = z.input<typeof adminContentListQuery>;

/** An item as the back office lists it (times ISO 8601). */
export const adminContentItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(CONTENT_TYPES),
  /** The news category, null for an article. */
  category: z.enum(NEWS_CATEGORIES).nullable(),
  /** The article kind, null for news. */
  kind: z.enum(ARTICLE_KINDS).nullable(),
  title: z.string(),
  summary: z.string(),
  status: z.enum(CONTENT_STATUSES),
  pinned: z.boolean(),
  /** When it was first published (null for a draft never published). */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** When it went to the recycle bin; null outside it. */
  deletedAt: z.string().nullable(),
  /** What an article is about (null for news and articles about nothing in particular). */
  target: articleTargetSchema.nullable(),
  sample: z.boolean(),
});
export type AdminContentItem = z.output<typeof adminContentItemSchema>;
export const adminContentListData = pageOf(adminContentItemSchema);

/** One item with its Markdown source and the blocks the site shows. */
export const adminContentDetailSchema = adminContentItemSchema.extend({
  body: z.string(),
  blocks: z.array(textBlockSchema),
});
export type AdminContentDetail = z.output<typeof adminContentDetailSchema>;

/** `GET /api/admin/content/get` query. */
export const adminContentRefQuery = queryObject({ type: contentType, id: idParam });

const contentId = idField();

const title = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, { error: M.titleRequired, abort: true })
  .max(CONTENT_TITLE_MAX, { error: M.titleTooLong });
const summary = z
  .string({ error: M.summaryTooLong })
  .trim()
  .max(CONTENT_SUMMARY_MAX, { error: M.summaryTooLong });
const body = z
  .string({ error: M.bodyRequired })
  .min(1, { error: M.bodyRequired, abort: true })
  .max(CONTENT_BODY_MAX, { error: M.bodyTooLong })
  .refine((text) => text.trim() !== '', { error: M.bodyRequired });
/** A college's 10-digit MOE code or a major's catalog code; the server checks it exists. */
const targetCode = z
  .string({ error: M.targetCodeInvalid })
  .trim()
  .toUpperCase()
  .regex(/^\d{6}[TK]{0,2}$|^\d{10}$/, { error: M.targetCodeInvalid })
  .transform((code) => code.replace(/[TK]+$/, ''));

/**
 * `POST /api/admin/content/save`: a new item (without `id`, saved as a draft) or changes to one (its state
 * stays: a published item changes on the site at once). `summary` empty means the body's first sentence.
 */
export const saveContentBody = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('news'),
      id: contentId.optional(),
      category: newsCategory,
      title,
      summary: summary.default(''),
      body,
    }),
    z.object({
      type: z.literal('article'),
      id: contentId.optional(),
      kind: articleKind,
      targetCode: targetCode.nullable().default(null),
      title,
      summary: summary.default(''),
      body,
    }),
  ],
  { error: M.contentTypeInvalid },
);
export type SaveContentBody = z.input<typeof saveContentBody>;

const ref = { type: contentType, id: contentId };

/** `POST /api/admin/content/publish`: publish (`true`) or take off the site (`false`). */
export const publishContentBody = z.object({
  ...ref,
  published: labelled('发布', z.boolean({ error: M.flagInvalid })),
});
/** `POST /api/admin/content/pin`: pin to the top of its list or unpin. */
export const pinContentBody = z.object({
  ...ref,
  pinned: labelled('置顶', z.boolean({ error: M.flagInvalid })),
});
/** `POST /api/admin/content/remove` and `restore`: to the recycle bin and back. */
export const contentRefBody = z.object(ref);
