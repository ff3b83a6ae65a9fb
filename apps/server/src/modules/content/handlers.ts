// Public content: the home page carousel (enabled items, in order), announcements (高考公告, 强基计划) and
// interpretation articles (院校解读, 专业解读), newest first, with bodies parsed into plain-text blocks.
// Articles are favourites too: their resolver is registered here.
import {
  ERROR_CODES,
  type ArticleDetail,
  type ArticleItem,
  type ArticleKind,
  type NewsCategory,
  type NewsItem,
} from '@zhiyuan/contracts';
import { AppError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import { isStorableId } from '../../db/errors.ts';
import { isoTime } from '../../lib/time.ts';
import type { Services } from '../../services.ts';
import type { CollegeIndex } from '../catalog/college-index.ts';
import type { MajorIndex } from '../catalog/major-index.ts';
import { markdownBlocks } from './markdown.ts';
import {
  findArticle,
  findNews,
  listArticles,
  listNews,
  type ArticleRecord,
  type NewsRecord,
} from './store.ts';

export const CONTENT_MESSAGES = {
  newsNotFound: '公告不存在',
  articleNotFound: '文章不存在',
} as const;

function newsItem(row: NewsRecord): NewsItem {
  return {
    id: row.id,
    category: row.category as NewsCategory,
    title: row.title,
    summary: row.summary,
    publishedAt: isoTime(row.published_at),
    sample: row.sample === 1,
  };
}

function articleItem(row: ArticleRecord, colleges: CollegeIndex, majors: MajorIndex): ArticleItem {
  let target: ArticleItem['target'] = null;
  if (row.target_code !== null) {
    if (row.kind === 'college') {
      const college = colleges.byCode(row.target_code);
      if (college) target = { code: college.code, name: college.name, collegeId: college.id };
    } else {
      const major = majors.get(row.target_code);
      if (major) target = { code: major.item.code, name: major.item.name, collegeId: null };
    }
  }
  return {
    id: row.id,
    kind: row.kind as ArticleKind,
    title: row.title,
    summary: row.summary,
    publishedAt: isoTime(row.published_at),
    target,
    sample: row.sample === 1,
  };
}

export function contentHandlers(
  s: Services,
): Pick<CallHandlers, 'getScrollImages' | 'listNews' | 'getNews' | 'listArticles' | 'getArticle'> {
  s.favouriteTargets.register('article', async (targetId) => {
    if (!/^\d{1,10}$/.test(targetId) || !isStorableId(Number(targetId))) return null;
    const row = await findArticle(s.db, Number(targetId));
    return row ? { title: row.title } : null;
  });

  return {
    getScrollImages: async () => {
      const rows = await s.db
        .selectFrom('carousel_items')
        .select(['image_url', 'url'])
        .where('enabled', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ imageUrl: r.image_url, url: r.url }));
    },

    listNews: async ({ input }) => {
      const { total, rows } = await listNews(s.db, input);
      return { total, items: rows.map(newsItem) };
    },

    getNews: async ({ input }) => {
      const row = isStorableId(input.id) ? await findNews(s.db, input.id) : undefined;
      if (!row) throw new AppError(ERROR_CODES.notFound, CONTENT_MESSAGES.newsNotFound);
      return { ...newsItem(row), body: row.body, blocks: markdownBlocks(row.body) };
    },

    listArticles: async ({ input }) => {
      const [{ total, rows }, colleges, majors] = await Promise.all([
        listArticles(s.db, input),
        s.catalog.colleges(),
        s.catalog.majors(),
      ]);
      return { total, items: rows.map((r) => articleItem(r, colleges, majors)) };
    },

    getArticle: async ({ input }) => {
      const row = isStorableId(input.id) ? await findArticle(s.db, input.id) : undefined;
      if (!row) throw new AppError(ERROR_CODES.notFound, CONTENT_MESSAGES.articleNotFound);
      const [colleges, majors] = await Promise.all([s.catalog.colleges(), s.catalog.majors()]);
      const detail: ArticleDetail = {
        ...articleItem(row, colleges, majors),
        body: row.body,
        blocks: markdownBlocks(row.body),
      };
      return detail;
    },
  };
}
