import { describe, expect, it } from 'vitest';
import { isSafeHref, textBlockSchema, type TextBlock } from './blocks.ts';
import { inlineRuns, markdownBlocks } from './markdown.ts';

const MEDIA = `/media/${'a'.repeat(64)}.png`;

/** Every string a block carries, wherever it sits. */
function strings(blocks: readonly TextBlock[]): string[] {
  return JSON.stringify(blocks)
    .match(/"(?:[^"\\]|\\.)*"/g)!
    .map((s) => JSON.parse(s) as string);
}

describe('markdownBlocks', () => {
  it('keeps the original kinds as they were: headings, paragraphs joined, both lists', () => {
    const blocks = markdownBlocks(
      '# 总则\n本章程适用于\n本科招生。\n\n- 第一条\n- **第二条**\n1. 一\n2、二\n### 小节',
    );
    expect(
      blocks.map(({ type, ...rest }) => ({ type, ...rest, runs: undefined, itemRuns: undefined })),
    ).toEqual([
      { type: 'heading', level: 2, text: '总则', runs: undefined, itemRuns: undefined },
      { type: 'paragraph', text: '本章程适用于本科招生。', runs: undefined, itemRuns: undefined },
      { type: 'list', ordered: false, items: ['第一条', '第二条'], runs: undefined, itemRuns: undefined },
      { type: 'list', ordered: true, items: ['一', '二'], runs: undefined, itemRuns: undefined },
      { type: 'heading', level: 3, text: '小节', runs: undefined, itemRuns: undefined },
    ]);
    for (const block of blocks) expect(textBlockSchema.parse(block)).toEqual(block);
  });

  it('reads inline bold, code and links into runs, with the plain text beside them', () => {
    const [paragraph] = markdownBlocks(
      '请看**招生章程**第`3`条，详见[阳光高考](https://gaokao.chsi.com.cn/)或[本站](/news/list)。',
    );
    expect(paragraph).toEqual({
      type: 'paragraph',
      text: '请看招生章程第3条，详见阳光高考或本站。',
      runs: [
        { type: 'text', text: '请看' },
        { type: 'bold', text: '招生章程' },
        { type: 'text', text: '第' },
        { type: 'code', text: '3' },
        { type: 'text', text: '条，详见' },
        { type: 'link', text: '阳光高考', href: 'https://gaokao.chsi.com.cn/' },
        { type: 'text', text: '或' },
        { type: 'link', text: '本站', href: '/news/list' },
        { type: 'text', text: '。' },
      ],
    });
  });

  it('reads quotes and images from the media store', () => {
    expect(markdownBlocks(`> 第一行\n> 第二行\n\n![校门](${MEDIA})`)).toEqual([
      { type: 'quote', text: '第一行第二行', runs: [{ type: 'text', text: '第一行第二行' }] },
      { type: 'image', src: MEDIA, alt: '校门' },
    ]);
  });

  it('leaves script, raw HTML and event handlers as inert text', () => {
    const source = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">点我</a>',
      '<iframe src="https://evil.example"></iframe>',
    ].join('\n\n');
    const blocks = markdownBlocks(source);
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'paragraph', 'paragraph', 'paragraph']);
    expect(blocks.map((b) => (b.type === 'paragraph' ? b.text : ''))).toEqual(source.split('\n\n'));
    for (const block of blocks) {
      expect(block.type === 'paragraph' && block.runs?.every((r) => r.type === 'text')).toBe(true);
    }
  });

  it('keeps links to anything but http(s) and this site as their literal text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      '/\\evil.example',
      'mailto:a@b.c',
      'http:alert(1)',
    ]) {
      const runs = inlineRuns(`[点我](${href})`);
      expect(
        runs.some((r) => r.type === 'link'),
        href,
      ).toBe(false);
      expect(runs.map((r) => r.text).join(''), href).toContain('点我');
    }
    expect(isSafeHref('https://example.com/a?b=1')).toBe(true);
    expect(isSafeHref('/media/x.png')).toBe(true);
  });

  it('shows images from anywhere but the media store as text, never as an image', () => {
    for (const src of [
      'https://evil.example/a.png',
      'javascript:alert(1)',
      '/media/../etc/passwd',
      `/media/${'a'.repeat(64)}.svg`,
      'data:image/png;base64,AAAA',
    ]) {
      const blocks = markdownBlocks(`![x](${src})`);
      expect(
        blocks.some((b) => b.type === 'image'),
        src,
      ).toBe(false);
    }
    expect(
      textBlockSchema.safeParse({ type: 'image', src: 'https://evil.example/a.png', alt: '' }).success,
    ).toBe(false);
  });

  it('never produces a link or an image the schema would refuse, whatever it is given', () => {
    const hostile = [
      '[a](https://ok.example) [b](javascript:x) ![c](/media/x.png) **[d](/ok)** `<b>`',
      '> <script>x</script> [e](data:x)',
      '- [f](//x) - ![g](https://x.png)',
    ].join('\n');
    const blocks = markdownBlocks(hostile);
    for (const block of blocks) expect(textBlockSchema.safeParse(block).success).toBe(true);
    const hrefs = blocks.flatMap((b) =>
      [...(b.type === 'list' ? (b.itemRuns ?? []).flat() : 'runs' in b ? (b.runs ?? []) : [])].flatMap((r) =>
        r.type === 'link' ? [r.href] : [],
      ),
    );
    expect(hrefs).toEqual(['https://ok.example']);
    expect(strings(blocks).join('')).toContain('<script>x</script>');
  });
});
