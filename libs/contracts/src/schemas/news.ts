/**
 * Announcements (高考公告 `gaokao`, 强基计划 `qjjh`) and interpretation articles (院校解读 `college`, 专业解读
 * `major`). Bodies are written in a small Markdown subset and also served parsed into blocks of plain text
 * (headings, paragraphs, lists), so the site renders them as elements and never injects HTML.
 */
import * as z from 'zod';
import { labelled } from '../fields.ts';
import { textBlockSchema } from '../content/blocks.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { idParam, keywordParam, pageOf, pageParams, queryObject } from './query.ts';

export const NEWS_CATEGORIES = ['gaokao', 'qjjh'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = { gaokao: '高考公告', qjjh: '强基计划' };

export const ARTICLE_KINDS = ['college', 'major'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export const ARTICLE_KIND_LABELS: Record<ArticleKind, string> = { college: '院校解读', major: '专业解读' };

/** `GET /api/news/list` query. */
export const newsListQuery = queryObject({
  category: labelled('公告类别', z.enum(NEWS_CATEGORIES, { error: M.newsCategoryInvalid })).optional(),
  keyword: keywordParam.optional(),
  ...pageParams,
});
export type NewsListQuery = z.input<typeof newsListQuery>;

/** An announcement in a list: newest first; `sample` marks the generated examples (示例). */
export const newsItemSchema = z.object({
  id: z.number().int(),
  category: z.enum(NEWS_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
  sample: z.boolean(),
});
export type NewsItem = z.output<typeof newsItemSchema>;
export const newsListData = pageOf(newsItemSchema);

/** `GET /api/news/get` and `GET /api/article/get` query. */
export const idQuery = queryObject({ id: idParam });
export type IdQuery = z.input<typeof idQuery>;

/** One announcement with its body (Markdown source and parsed blocks). */
export const newsDetailSchema = newsItemSchema.extend({
  body: z.string(),
  blocks: z.array(textBlockSchema),
});
export type NewsDetail = z.output<typeof newsDetailSchema>;

/** `GET /api/article/list` query. */
export const articleListQuery = queryObject({
  kind: labelled('文章类别', z.enum(ARTICLE_KINDS, { error: M.articleKindInvalid })).optional(),
  keyword: keywordParam.optional(),
  ...pageParams,
});
export type ArticleListQuery = z.input<typeof articleListQuery>;

/** What an article is about: a college (by its MOE code) or a major (by its catalog code), when it is. */
export const articleTargetSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The college's row id (for its page); null for a major. */
  collegeId: z.number().int().nullable(),
});

export const articleItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ARTICLE_KINDS),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  target: articleTargetSchema.nullable(),
  sample: z.boolean(),
});
export type ArticleItem = z.output<typeof articleItemSchema>;
export const articleListData = pageOf(articleItemSchema);

export const articleDetailSchema = articleItemSchema.extend({
  body: z.string(),
  blocks: z.array(textBlockSchema),
});
export type ArticleDetail = z.output<typeof articleDetailSchema>;
