// Rows of news and articles as the API shows them: the site's list items (an article names the college or
// major it is about, from the catalog's indexes) and the back office's, with their states.
import type {
  AdminContentItem,
  ArticleItem,
  ArticleKind,
  ContentStatus,
  ContentType,
  NewsCategory,
  NewsItem,
} from '@zhiyuan/contracts';
import { isoTime } from '../../lib/time.ts';
import type { CollegeIndex, MajorIndex } from '../catalog/index.ts';
import type { ArticleRecord, ContentTable, NewsRecord } from './repository.ts';

/** The catalog's indexes an article's target is looked up in. */
export interface TargetIndexes {
  colleges: CollegeIndex;
  majors: MajorIndex;
}

export const TABLE_OF: Record<ContentType, ContentTable> = { news: 'news', article: 'articles' };

/** What an article is about, when the catalog knows it. */
export function articleTarget(
  row: ArticleRecord,
  { colleges, majors }: TargetIndexes,
): ArticleItem['target'] {
  if (row.target_code === null) return null;
  if (row.kind === 'college') {
    const college = colleges.byCode(row.target_code);
    return college ? { code: college.code, name: college.name, collegeId: college.id } : null;
  }
  const major = majors.get(row.target_code);
  return major ? { code: major.item.code, name: major.item.name, collegeId: null } : null;
}

export function newsItem(row: NewsRecord): NewsItem {
  return {
    id: row.id,
    category: row.category as NewsCategory,
    title: row.title,
    summary: row.summary,
    publishedAt: isoTime(row.published_at),
    sample: row.sample === 1,
  };
}

export function articleItem(row: ArticleRecord, indexes: TargetIndexes): ArticleItem {
  return {
    id: row.id,
    kind: row.kind as ArticleKind,
    title: row.title,
    summary: row.summary,
    publishedAt: isoTime(row.published_at),
    target: articleTarget(row, indexes),
    sample: row.sample === 1,
  };
}

const STATUSES: readonly string[] = ['draft', 'published', 'unpublished'];

/** A row of either table as the back office lists it. */
export function adminItem(row: NewsRecord | ArticleRecord, indexes: TargetIndexes): AdminContentItem {
  const article = 'kind' in row ? row : null;
  return {
    id: row.id,
    type: article ? 'article' : 'news',
    category: article ? null : ((row as NewsRecord).category as NewsCategory),
    kind: article ? (article.kind as ArticleKind) : null,
    title: row.title,
    summary: row.summary,
    status: (STATUSES.includes(row.status) ? row.status : 'draft') as ContentStatus,
    pinned: row.pinned === 1,
    publishedAt: row.published_at > 0 ? isoTime(row.published_at) : null,
    updatedAt: isoTime(row.updated_at),
    deletedAt: row.deleted_at === null ? null : isoTime(row.deleted_at),
    target: article ? articleTarget(article, indexes) : null,
    sample: row.sample === 1,
  };
}
