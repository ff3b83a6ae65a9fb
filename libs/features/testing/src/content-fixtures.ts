// `contentHandlers`, a fake of the public content calls answering from the content rows (./content/rows.ts):
// filtering by category or kind, keyword and paging like the server.
import type { ArticleDetail, CarouselItem, NewsDetail, ScoreLineItem, SiteConfig } from '@zhiyuan/contracts';
import { fail, type FakeHandlers } from './fake-server.ts';
import {
  articlesFixture,
  carouselFixture,
  newsFixture,
  rankEntryFixture,
  scoreLinesFixture,
  siteConfigFixture,
} from './content/rows.ts';

export {
  articlesFixture,
  carouselFixture,
  newsFixture,
  rankEntryFixture,
  scoreLinesFixture,
  siteConfigFixture,
} from './content/rows.ts';

export interface ContentHandlersOptions {
  news?: NewsDetail[];
  articles?: ArticleDetail[];
  carousel?: CarouselItem[];
  scoreLines?: ScoreLineItem[];
  siteConfig?: SiteConfig;
}

function page<T>(items: T[], query: URLSearchParams) {
  const pageNumber = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 20);
  return { total: items.length, items: items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize) };
}

const matches = (keyword: string | null, ...texts: string[]) =>
  !keyword || texts.some((text) => text.includes(keyword));

/** The public content calls answered from fixtures: filtering by category or kind, keyword and paging. */
export function contentHandlers(options: ContentHandlersOptions = {}): FakeHandlers {
  const allNews = options.news ?? newsFixture;
  const allArticles = options.articles ?? articlesFixture;
  const lines = options.scoreLines ?? scoreLinesFixture;
  return {
    getSiteConfig: () => options.siteConfig ?? siteConfigFixture,
    getScrollImages: () => options.carousel ?? carouselFixture,
    listNews: ({ query }) => {
      const category = query.get('category');
      const keyword = query.get('keyword');
      const found = allNews.filter(
        (n) => (!category || n.category === category) && matches(keyword, n.title, n.summary, n.body),
      );
      return page(
        found.map(({ body: _body, blocks: _blocks, ...item }) => item),
        query,
      );
    },
    getNews: ({ query }) =>
      allNews.find((n) => n.id === Number(query.get('id'))) ?? fail('100404', '公告不存在', 404),
    listArticles: ({ query }) => {
      const kind = query.get('kind');
      const keyword = query.get('keyword');
      const found = allArticles.filter(
        (a) => (!kind || a.kind === kind) && matches(keyword, a.title, a.summary, a.body),
      );
      return page(
        found.map(({ body: _body, blocks: _blocks, ...item }) => item),
        query,
      );
    },
    getArticle: ({ query }) =>
      allArticles.find((a) => a.id === Number(query.get('id'))) ?? fail('100404', '文章不存在', 404),
    listScoreLines: ({ query }) => {
      const year = query.get('year');
      const category = query.get('category');
      const found = lines.filter(
        (l) => (!year || l.year === Number(year)) && (!category || l.category === category),
      );
      return { total: found.length, items: found };
    },
    lookupRank: ({ query }) =>
      rankEntryFixture(Number(query.get('year')), query.get('category') ?? '', Number(query.get('score'))),
  };
}
