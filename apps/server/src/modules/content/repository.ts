// The news and articles tables: the only code that reads or writes them. Seeding the sample texts, and the
// queries of the list and detail calls (one list and one lookup serve both tables).
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { ContentStatus } from '@zhiyuan/contracts';
import { loadUniversities } from '@zhiyuan/dataset';
import { insertRows } from '../../db/bulk.ts';
import { containsAny } from '../../db/like.ts';
import type { ArticlesTable, DB, Db, NewsTable } from '../../db/schema.ts';
import { SAMPLE_ARTICLES, SAMPLE_NEWS } from './samples.ts';

export type ContentTable = 'news' | 'articles';
export type NewsRecord = Selectable<NewsTable>;
export type ArticleRecord = Selectable<ArticlesTable>;

/** 08:00 in Beijing on an ISO date, as epoch milliseconds. */
function beijingMorning(isoDate: string): number {
  return Date.parse(`${isoDate}T08:00:00+08:00`);
}

/**
 * Seeds the sample announcements and articles into empty tables (with `force`, replaces the sample rows).
 * Returns how many of each were written.
 */
export async function seedContent(
  db: Db,
  now: number,
  force: boolean,
): Promise<{ news: number; articles: number }> {
  if (force) {
    await db.deleteFrom('news').where('sample', '=', 1).execute();
    await db.deleteFrom('articles').where('sample', '=', 1).execute();
  }
  const empty = async (table: 'news' | 'articles') =>
    (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) === undefined;
  let news = 0;
  let articles = 0;
  if (await empty('news')) {
    news = await insertRows(
      db,
      'news',
      SAMPLE_NEWS.map((n) => ({
        category: n.category,
        title: n.title,
        summary: n.summary,
        body: n.body,
        published_at: beijingMorning(n.publishedOn),
        sample: 1,
        created_at: now,
        updated_at: now,
      })),
    );
  }
  if (await empty('articles')) {
    const codeByName = new Map(loadUniversities().map((u) => [u.name, u.code]));
    articles = await insertRows(
      db,
      'articles',
      SAMPLE_ARTICLES.map((a) => ({
        kind: a.kind,
        target_code: a.kind === 'college' ? (codeByName.get(a.target) ?? null) : a.target,
        title: a.title,
        summary: a.summary,
        body: a.body,
        published_at: beijingMorning(a.publishedOn),
        sample: 1,
        created_at: now,
        updated_at: now,
      })),
    );
  }
  return { news, articles };
}

export interface ListQuery {
  keyword?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * Which rows a list or lookup sees: the site only published ones outside the recycle bin (pinned first, then
 * the newest); staff every row, by state (`deleted` is the bin), the last changed first.
 */
export type ContentScope =
  | { readonly site: true }
  | { readonly site: false; status?: ContentStatus | 'deleted' | undefined; pinned?: boolean | undefined };

export const SITE: ContentScope = { site: true };

/** What the site shows of either table: published rows outside the recycle bin. */
const shownOnSite = (eb: ExpressionBuilder<DB, ContentTable>) =>
  eb.and([eb('status', '=', 'published'), eb('deleted_at', 'is', null)]);

/** Rows of `table` (news by category, articles by kind) that `scope` sees, one page, and how many match. */
export async function listContent<T extends ContentTable>(
  db: Db,
  table: T,
  query: ListQuery,
  filter: { column: 'category' | 'kind'; value: string | undefined },
  scope: ContentScope = SITE,
): Promise<{ total: number; rows: Selectable<DB[T]>[] }> {
  let base = db.selectFrom(table as ContentTable);
  if (filter.value) base = base.where(db.dynamic.ref(filter.column), '=', filter.value);
  if (query.keyword) base = base.where(containsAny(['title', 'summary'], query.keyword));
  if (scope.site) base = base.where(shownOnSite);
  else {
    if (scope.status === 'deleted') base = base.where('deleted_at', 'is not', null);
    else {
      base = base.where('deleted_at', 'is', null);
      if (scope.status) base = base.where('status', '=', scope.status);
    }
    if (scope.pinned !== undefined) base = base.where('pinned', '=', scope.pinned ? 1 : 0);
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('pinned', 'desc')
    .orderBy(scope.site ? 'published_at' : 'updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { total: Number(total.n), rows: rows as Selectable<DB[T]>[] };
}

/** The row of `table` with the id, if `scope` sees it (the site: published and outside the bin). */
export async function findContent<T extends ContentTable>(
  db: Db,
  table: T,
  id: number,
  scope: ContentScope = SITE,
): Promise<Selectable<DB[T]> | undefined> {
  let query = db
    .selectFrom(table as ContentTable)
    .selectAll()
    .where('id', '=', id);
  if (scope.site) query = query.where(shownOnSite);
  const row = await query.executeTakeFirst();
  return row as Selectable<DB[T]> | undefined;
}

/** A page the site shows: a published row outside the bin, with when it last changed. */
export interface PublishedRow {
  id: number;
  /** The news category or the article kind. */
  section: string;
  updated_at: number;
}

/** Every row of `table` the site shows (the same rule as the site's list), oldest first. */
export async function listPublished(db: Db, table: ContentTable): Promise<PublishedRow[]> {
  const rows =
    table === 'news'
      ? await db
          .selectFrom('news')
          .select(['id', 'category as section', 'updated_at'])
          .where(shownOnSite)
          .orderBy('id')
          .execute()
      : await db
          .selectFrom('articles')
          .select(['id', 'kind as section', 'updated_at'])
          .where(shownOnSite)
          .orderBy('id')
          .execute();
  return rows.map((row) => ({ ...row, updated_at: Number(row.updated_at) }));
}
