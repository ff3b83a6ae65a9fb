// Interpretation articles (@zhiyuan/features/articles): the 专业解读 and 院校解读 lists with keyword and paging
// in the URL, and their reading view (?id=…) with 收藏.
export { ArticleList, ARTICLE_PAGE_SIZE, type ArticleListProps } from './components/article-list.tsx';
export { ArticleReader, type ArticleReaderProps } from './components/article-reader.tsx';
export {
  articleListQuery,
  articleQuery,
  useArticle,
  useArticleList,
  type ArticleListParams,
} from './api/articles.ts';
export { ARTICLE_LIST_PATHS, articleTargetLink } from './paths.ts';
export { articlesMessages } from './messages.ts';
