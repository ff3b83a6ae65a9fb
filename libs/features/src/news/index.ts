// Announcements (@zhiyuan/features/news): the 高考公告 and 强基计划 lists with keyword and paging in the URL,
// the printable announcement page, the latest announcements for the home page, and the pieces the article
// lists share (the body renderer, the keyword box, the URL-kept keyword and page, the load states).
export { NewsList, NEWS_PAGE_SIZE, type NewsListProps } from './components/news-list.tsx';
export { NewsContent, parseId } from './components/news-content.tsx';
export { LatestNews, type LatestNewsProps } from './components/latest-news.tsx';
export { TextBlocks, type TextBlocksProps } from './components/text-blocks.tsx';
export { KeywordSearch, type KeywordSearchProps } from './components/keyword-search.tsx';
export { LoadError, LoadingLines } from './components/load-states.tsx';
export { parsePage, useListSearch, type ListSearch } from './hooks/use-list-search.ts';
export {
  newsDetailQuery,
  newsListQuery,
  useNewsDetail,
  useNewsList,
  type NewsListParams,
} from './api/news.ts';
export { NEWS_CONTENT_PATH, NEWS_LIST_PATHS, newsContentLink } from './paths.ts';
export { newsMessages } from './messages.ts';
