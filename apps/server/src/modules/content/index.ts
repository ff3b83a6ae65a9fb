// The content module (内容: announcements and articles): owns news and articles, answers the site's list and
// detail calls (published items only) and the back office's (every state, the recycle bin), gives favourites
// the titles of articles, the sitemap the pages the site shows, and seeding the sample texts.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { isStorableId } from '../../db/errors.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import type { Catalog } from '../catalog/index.ts';
import { adminContentHandlers, type AdminContentCalls } from './admin-handlers.ts';
import { contentHandlers, type SiteContentCalls } from './handlers.ts';
import { findContent, listPublished, type PublishedRow } from './repository.ts';

export { seedContent } from './repository.ts';

/** A published announcement or article: its id, category (news) or kind (article), and last change. */
export interface PublishedPage {
  id: number;
  section: string;
  updatedAt: number;
}

export interface ContentDeps {
  db: Kysely<DB>;
  now: Clock;
  catalog: Pick<Catalog, 'colleges' | 'majors'>;
}

export interface Content {
  handlers: Pick<CallHandlers, SiteContentCalls | AdminContentCalls>;
  /** The title of a favourited article (published, outside the bin), or null when there is none. */
  articleTitle(targetId: string): Promise<{ title: string } | null>;
  /** Every announcement and article the site shows, read at the time of the call. */
  publishedPages(): Promise<{ news: PublishedPage[]; articles: PublishedPage[] }>;
}

const pageOf = (row: PublishedRow): PublishedPage => ({
  id: row.id,
  section: row.section,
  updatedAt: row.updated_at,
});

export function createContent({ db, now, catalog }: ContentDeps): Content {
  return {
    handlers: { ...contentHandlers({ db, catalog }), ...adminContentHandlers({ db, now, catalog }) },
    async articleTitle(targetId) {
      if (!/^\d{1,10}$/.test(targetId) || !isStorableId(Number(targetId))) return null;
      const row = await findContent(db, 'articles', Number(targetId));
      return row ? { title: row.title } : null;
    },
    async publishedPages() {
      const [news, articles] = await Promise.all([listPublished(db, 'news'), listPublished(db, 'articles')]);
      return { news: news.map(pageOf), articles: articles.map(pageOf) };
    },
  };
}
