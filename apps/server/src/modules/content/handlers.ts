// The site's calls: announcements (高考公告, 强基计划) and interpretation articles (院校解读, 专业解读) — only
// published ones outside the recycle bin, pinned first, then the newest — with bodies parsed into blocks.
import { ERROR_CODES, markdownBlocks, type ArticleDetail } from '@zhiyuan/contracts';
import type { Kysely } from 'kysely';
import { isStorableId } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Catalog } from '../catalog/index.ts';
import { articleItem, newsItem } from './items.ts';
import { CONTENT_MESSAGES } from './messages.ts';
import { findContent, listContent } from './repository.ts';

export interface ContentHandlerDeps {
  db: Kysely<DB>;
  catalog: Pick<Catalog, 'colleges' | 'majors'>;
}

export type SiteContentCalls = 'listNews' | 'getNews' | 'listArticles' | 'getArticle';

export function contentHandlers({ db, catalog }: ContentHandlerDeps): Pick<CallHandlers, SiteContentCalls> {
  const indexes = async () => {
    const [colleges, majors] = await Promise.all([catalog.colleges(), catalog.majors()]);
    return { colleges, majors };
  };
  return {
    listNews: async ({ input }) => {
      const { total, rows } = await listContent(db, 'news', input, {
        column: 'category',
        value: input.category,
      });
      return { total, items: rows.map(newsItem) };
    },

    getNews: async ({ input }) => {
      const row = isStorableId(input.id) ? await findContent(db, 'news', input.id) : undefined;
      if (!row) throw new AppError(ERROR_CODES.notFound, CONTENT_MESSAGES.newsNotFound);
      return { ...newsItem(row), body: row.body, blocks: markdownBlocks(row.body) };
    },

    listArticles: async ({ input }) => {
      const [{ total, rows }, targets] = await Promise.all([
        listContent(db, 'articles', input, { column: 'kind', value: input.kind }),
        indexes(),
      ]);
      return { total, items: rows.map((r) => articleItem(r, targets)) };
    },

    getArticle: async ({ input }) => {
      const row = isStorableId(input.id) ? await findContent(db, 'articles', input.id) : undefined;
      if (!row) throw new AppError(ERROR_CODES.notFound, CONTENT_MESSAGES.articleNotFound);
      const detail: ArticleDetail = {
        ...articleItem(row, await indexes()),
        body: row.body,
        blocks: markdownBlocks(row.body),
      };
      return detail;
    },
  };
}
