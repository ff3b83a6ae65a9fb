// @zhiyuan/feature-news — the announcements: the 高考公告 and 强基计划 lists with keyword and paging in the
// URL, the printable announcement page, and the latest announcements for the home page.
export { NewsList, NEWS_PAGE_SIZE, type NewsListProps } from './components/news-list.tsx';
export { NewsContent } from './components/news-content.tsx';
export { LatestNews, type LatestNewsProps } from './components/latest-news.tsx';
export {
  newsDetailQuery,
  newsListQuery,
  useNewsDetail,
  useNewsList,
  type NewsListParams,
} from './api/news.ts';
export { prefetchNewsContent } from './api/page-data.ts';
export { newsMessages } from './messages.ts';
