import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markdownBlocks, type TextBlock } from '@zhiyuan/contracts';
import { TextBlocks } from './text-blocks.tsx';

const PICTURE = `/media/${'b'.repeat(64)}.png`;

describe('TextBlocks', () => {
  it('renders headings, runs, links, quotes, lists and /media pictures as elements', () => {
    const source = [
      '## 报名须知',
      '请**按时**填写 `志愿表`，详见[招生网](https://zs.example.cn/a)。',
      '> 以教育考试院公布为准',
      '- 第一项 [校内](/news/news-list)',
      `![学校大门](${PICTURE})`,
    ].join('\n\n');
    const { container } = render(<TextBlocks blocks={markdownBlocks(source)} />);
    expect(screen.getByRole('heading', { level: 2, name: '报名须知' })).toBeInTheDocument();
    expect(screen.getByText('按时').tagName).toBe('STRONG');
    expect(screen.getByText('志愿表').tagName).toBe('CODE');
    const link = screen.getByRole('link', { name: '招生网' });
    expect(link).toHaveAttribute('href', 'https://zs.example.cn/a');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: '校内' })).toHaveAttribute('href', '/news/news-list');
    expect(container.querySelector('blockquote')).toHaveTextContent('以教育考试院公布为准');
    expect(screen.getByRole('img', { name: '学校大门' })).toHaveAttribute('src', PICTURE);
  });

  it('shows markup, script links and foreign pictures as their literal text; nothing becomes an element', () => {
    const source = [
      '<script>window.hacked = 1</script>',
      '<img src=x onerror="window.hacked = 1">',
      '[点我](javascript:alert(1))',
      '![外链](https://evil.example/x.png)',
    ].join('\n\n');
    const { container } = render(<TextBlocks blocks={markdownBlocks(source)} />);
    expect(container.querySelector('script, img, a, [onerror]')).toBeNull();
    expect(screen.getByText('<script>window.hacked = 1</script>')).toBeInTheDocument();
    expect(screen.getByText('[点我](javascript:alert(1))')).toBeInTheDocument();
  });

  it('refuses a link or picture that reached it unchecked (blocks from an older or forged source)', () => {
    const forged = [
      { type: 'paragraph', text: 'x', runs: [{ type: 'link', text: '坏链接', href: 'javascript:alert(1)' }] },
      { type: 'image', src: 'https://evil.example/x.png', alt: '外链' },
    ] as unknown as TextBlock[];
    const { container } = render(<TextBlocks blocks={forged} />);
    expect(container.querySelector('a, img')).toBeNull();
    expect(screen.getByText('坏链接')).toBeInTheDocument();
  });

  it('still renders blocks without runs (older answers) from their text', () => {
    render(<TextBlocks blocks={[{ type: 'list', ordered: true, items: ['甲', '乙'] }]} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['甲', '乙']);
  });
});
