/**
 * The Markdown subset that announcements, articles, charters and introductions are written in, parsed into
 * blocks (./blocks.ts) by the server and by the back office's live preview alike: `#`/`##`/`###` headings,
 * paragraphs (consecutive lines joined), `- ` and `1. ` lists, `> ` quotes, an image alone on its line
 * (`![说明](/media/….png)`, only from the site's media store), and inline `**bold**`, `` `code` `` and
 * `[text](href)` links (http, https or a path of this site). Everything else — HTML, scripts, other links
 * and images — stays as the literal text it is, which a renderer shows as text: nothing in a body can run.
 */
import { isSafeHref, MEDIA_URL_PATTERN, type InlineRun, type TextBlock } from './blocks.ts';

// An image inside a line (`![…](…)`) is matched first so that it stays literal rather than becoming a link.
const INLINE = /!\[[^\]\n]*\]\([^)\s]*\)|\*\*(.+?)\*\*|`([^`]+)`|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** The inline runs of a line of text; unsafe links stay as their literal text. */
export function inlineRuns(source: string): InlineRun[] {
  const runs: InlineRun[] = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = runs.at(-1);
    if (last?.type === 'text') last.text += text;
    else runs.push({ type: 'text', text });
  };
  let at = 0;
  for (const match of source.matchAll(INLINE)) {
    pushText(source.slice(at, match.index));
    at = match.index + match[0].length;
    const [whole, bold, code, linkText, href] = match;
    if (bold !== undefined) runs.push({ type: 'bold', text: bold });
    else if (code !== undefined) runs.push({ type: 'code', text: code });
    else if (linkText !== undefined && href !== undefined && isSafeHref(href))
      runs.push({ type: 'link', text: linkText, href });
    else pushText(whole);
  }
  pushText(source.slice(at));
  return runs;
}

/** The plain text of runs (what renderers without runs show). */
export function runsText(runs: readonly InlineRun[]): string {
  return runs.map((r) => r.text).join('');
}

function textBlock<T extends 'paragraph' | 'quote'>(type: T, source: string) {
  const runs = inlineRuns(source.trim());
  return { type, text: runsText(runs).trim(), runs };
}

export function markdownBlocks(source: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let quote: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push(textBlock('paragraph', paragraph.join('')));
    paragraph = [];
    if (quote.length > 0) blocks.push(textBlock('quote', quote.join('')));
    quote = [];
    if (list) {
      const itemRuns = list.items.map((item) => inlineRuns(item.trim()));
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        items: itemRuns.map((r) => runsText(r).trim()),
        itemRuns,
      });
    }
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
      const runs = inlineRuns(heading[2].trim());
      blocks.push({
        type: 'heading',
        level: heading[1].length <= 2 ? 2 : 3,
        text: runsText(runs).trim(),
        runs,
      });
      continue;
    }
    const image = /^!\[([^\]\n]*)\]\(([^)\s]+)\)$/.exec(line);
    if (image?.[2] !== undefined && MEDIA_URL_PATTERN.test(image[2])) {
      flush();
      blocks.push({ type: 'image', src: image[2], alt: image[1] ?? '' });
      continue;
    }
    const quoted = /^>\s?(.*)$/.exec(line);
    if (quoted) {
      if (paragraph.length > 0 || list) flush();
      quote.push(quoted[1] ?? '');
      continue;
    }
    const bullet = /^[-*]\s+(.+)$/.exec(line);
    const numbered = /^\d+(?:\.\s+|、\s*)(.+)$/.exec(line);
    const item = bullet?.[1] ?? numbered?.[1];
    if (item !== undefined) {
      const ordered = bullet === null;
      if (paragraph.length > 0 || quote.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item);
      continue;
    }
    if (list || quote.length > 0) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}
