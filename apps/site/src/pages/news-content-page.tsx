// /news/news-content?id=…: one announcement, printable.
import { NewsContent } from '@zhiyuan/feature-news';

export function NewsContentPage() {
  return <NewsContent />;
}
