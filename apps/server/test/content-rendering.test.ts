// The shared Markdown parser (now in @zhiyuan/contracts, with runs, quotes and images) renders every seeded
// text exactly as the server's first parser did, field for field of the original block kinds, so pages
// that render only those fields show the same thing. The first parser is kept here, frozen, as the reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail, NewsDetail, TextBlock } from '@zhiyuan/contracts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectSuccess } from './support/expect.ts';
import type { Page } from './support/query.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

type LegacyBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] };

/** The parser as shipped before issue 10 (apps/server/src/lib/markdown.ts), unchanged. */
function legacyBlocks(source: string): LegacyBlock[] {
  const plain = (text: string) =>
    text
      .replace(/\*\*(.+?)\*\*/g, '$1')
      .replace(/`([^`]+)`/g, '$1')
      .trim();
  const blocks: LegacyBlock[] = [];
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

/** A block without what the back office added (runs), as the first renderer read it. */
function original(block: TextBlock): unknown {
  if (block.type === 'heading') return { type: block.type, level: block.level, text: block.text };
  if (block.type === 'paragraph') return { type: block.type, text: block.text };
  if (block.type === 'list') return { type: block.type, ordered: block.ordered, items: block.items };
  return block;
}

describe.each(DATABASE_KINDS)('rendering the seeded texts on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: { colleges: [], years: [] } });
  });
  afterAll(() => t.close());

  it('renders every sample announcement and article as before', async () => {
    const details: (NewsDetail | ArticleDetail)[] = [];
    for (const [list, get] of [
      ['/api/news/list', '/api/news/get'],
      ['/api/article/list', '/api/article/get'],
    ] as const) {
      const page = expectSuccess(await t.call<Page<{ id: number }>>({ url: `${list}?pageSize=100` }));
      for (const { id } of page.items) {
        details.push(expectSuccess(await t.call<NewsDetail | ArticleDetail>({ url: `${get}?id=${id}` })));
      }
    }
    expect(details.length).toBeGreaterThan(5);
    for (const detail of details) {
      expect(detail.blocks.map(original), detail.title).toEqual(legacyBlocks(detail.body));
    }
  });
});
