// The news and articles tables: seeding the sample texts, and the queries of the list and detail calls.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { loadUniversities } from '@zhiyuan/dataset';
import { insertRows } from '../../db/bulk.ts';
import type { ArticlesTable, DB, NewsTable } from '../../db/schema.ts';
import { SAMPLE_ARTICLES, SAMPLE_NEWS } from './samples.ts';

type Db = Kysely<DB> | Transaction<DB>;
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

/** `%…%` for LIKE with the keyword's own wildcards escaped (ESCAPE '\'). */
function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Title or summary contains the pattern, ignoring ASCII case on both databases. */
function matches(pattern: string) {
  return sql<boolean>`(lower(title) like lower(${pattern}) escape '\\' or lower(summary) like lower(${pattern}) escape '\\')`;
}

export interface ListQuery {
  keyword?: string | undefined;
  page: number;
  pageSize: number;
}

export async function listNews(
  db: Db,
  query: ListQuery & { category?: string | undefined },
): Promise<{ total: number; rows: NewsRecord[] }> {
  let base = db.selectFrom('news');
  if (query.category) base = base.where('category', '=', query.category);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    base = base.where(matches(pattern));
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { total: Number(total.n), rows };
}

export function findNews(db: Db, id: number): Promise<NewsRecord | undefined> {
  return db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listArticles(
  db: Db,
  query: ListQuery & { kind?: string | undefined },
): Promise<{ total: number; rows: ArticleRecord[] }> {
  let base = db.selectFrom('articles');
  if (query.kind) base = base.where('kind', '=', query.kind);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    base = base.where(matches(pattern));
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { total: Number(total.n), rows };
}

export function findArticle(db: Db, id: number): Promise<ArticleRecord | undefined> {
  return db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
}
