// @zhiyuan/feature-articles — the interpretation articles: the 专业解读 and 院校解读 lists with keyword and
// paging in the URL, and their reading view (?id=…), beside which the app puts 收藏 (`articleActions`).
export { ArticleList, ARTICLE_PAGE_SIZE, type ArticleListProps } from './components/article-list.tsx';
export { ArticleReader, type ArticleReaderProps } from './components/article-reader.tsx';
export {
  articleListQuery,
  articleQuery,
  useArticle,
  useArticleList,
  type ArticleListParams,
} from './api/articles.ts';
export { articleTargetLink } from './utils/article-target.ts';
export { articlesMessages } from './messages.ts';
