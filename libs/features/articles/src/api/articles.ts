// The interpretation articles (GET /api/article/list, GET /api/article/get) as TanStack queries.
import { publishedContentQueries, type PublishedListParams } from '@zhiyuan/feature-shared';

const articles = publishedContentQueries('listArticles', 'getArticle');

export type ArticleListParams = PublishedListParams<'listArticles'>;
export const articleListQuery = articles.listQuery;
export const useArticleList = articles.useList;
export const articleQuery = articles.detailQuery;
export const useArticle = articles.useDetail;
