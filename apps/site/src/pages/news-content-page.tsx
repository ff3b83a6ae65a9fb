// /news/news-content?id=…: one announcement, printable.
import { NewsContent } from '@zhiyuan/features/news';

export function NewsContentPage() {
  return <NewsContent />;
}
