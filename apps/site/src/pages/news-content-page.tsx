// /news/news-content?id=…: one announcement, printable.
import { NewsContent, prefetchNewsContent } from '@zhiyuan/feature-news';
import type { FetchAhead } from '../app/page-data.ts';

export function NewsContentPage() {
  return <NewsContent />;
}

/** The announcement, fetched ahead of the server's render (the route's loader). */
export const fetchAhead: FetchAhead = ({ url, api, queryClient }) =>
  prefetchNewsContent(api, queryClient, url.searchParams.get('id'));
