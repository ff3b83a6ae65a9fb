// The announcements (GET /api/news/list, GET /api/news/get) as TanStack queries.
import { publishedContentQueries, type PublishedListParams } from '@zhiyuan/feature-shared';

const news = publishedContentQueries('listNews', 'getNews');

export type NewsListParams = PublishedListParams<'listNews'>;
export const newsListQuery = news.listQuery;
export const useNewsList = news.useList;
export const newsDetailQuery = news.detailQuery;
export const useNewsDetail = news.useDetail;
