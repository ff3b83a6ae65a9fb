// The small Markdown subset that announcements, articles and charters are written in, parsed into blocks of
// plain text: `#`, `##` or `###` headings, paragraphs (consecutive lines joined), `- ` lists and `1. ` lists.
// Anything else is text: no HTML, links or images survive, so the site can render blocks as elements
// without ever injecting markup.
import type { TextBlock } from '@zhiyuan/contracts';

/** Inline emphasis and code marks are dropped; the text stays. */
function plain(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .trim();
}

export function markdownBlocks(source: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: plain(paragraph.join('')) });
    paragraph = [];
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items });
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = /^(#{1,3})\s+(.+)$/.exec(line);
    if (heading?.[1] && heading[2]) {
      flush();
      blocks.push({ type: 'heading', level: heading[1].length <= 2 ? 2 : 3, text: plain(heading[2]) });
      continue;
    }
    const bullet = /^[-*]\s+(.+)$/.exec(line);
    const numbered = /^\d+(?:\.\s+|、\s*)(.+)$/.exec(line);
    const item = bullet?.[1] ?? numbered?.[1];
    if (item !== undefined) {
      const ordered = bullet === null;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(plain(item));
      continue;
    }
    if (list) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}
