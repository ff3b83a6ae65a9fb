// The pages the sitemap lists, as site paths: the public list pages, every college and major (from the
// catalog's indexes, kept per data version), and every announcement and article the site shows (read per
// request: content changes do not bump the data version). The paths are the contract's (`site-pages.ts`).
import {
  ARTICLE_KINDS,
  articlePath,
  canonicalMajorPath,
  collegePagePath,
  newsContentPath,
  PUBLIC_LIST_PATHS,
  type ArticleKind,
} from '@zhiyuan/contracts';
import type { DataCache } from '../../data/cache.ts';
import type { Catalog } from '../catalog/index.ts';
import type { Content } from '../content/index.ts';

export interface SitePage {
  path: string;
  /** Epoch ms of the last change, where the data records it. */
  lastModified?: number;
}

export interface SitePagesDeps {
  cache: DataCache;
  catalog: Pick<Catalog, 'colleges' | 'majors'>;
  content: Pick<Content, 'publishedPages'>;
}

const isArticleKind = (kind: string): kind is ArticleKind =>
  (ARTICLE_KINDS as readonly string[]).includes(kind);

/** Every college's and every major's page (a major once, whatever editions list its code). */
async function catalogPages({ catalog }: Pick<SitePagesDeps, 'catalog'>): Promise<SitePage[]> {
  const [colleges, majors] = await Promise.all([catalog.colleges(), catalog.majors()]);
  const codes = new Set(majors.editions.flatMap((edition) => majors.majors(edition).map((m) => m.item.code)));
  return [
    ...colleges.all.map((college) => ({ path: collegePagePath(college.id) })),
    ...[...codes].map((code) => ({ path: canonicalMajorPath(code) })),
  ];
}

/** Every page the sitemap names, list pages first. */
export async function sitePages(deps: SitePagesDeps): Promise<SitePage[]> {
  const [catalog, { news, articles }] = await Promise.all([
    deps.cache.get('sitemap:catalogPages', () => catalogPages(deps)),
    deps.content.publishedPages(),
  ]);
  return [
    ...PUBLIC_LIST_PATHS.map((path) => ({ path })),
    ...catalog,
    ...news.map((n) => ({ path: newsContentPath(n.id), lastModified: n.updatedAt })),
    ...articles.flatMap((a) =>
      isArticleKind(a.section) ? [{ path: articlePath(a.section, a.id), lastModified: a.updatedAt }] : [],
    ),
  ];
}
