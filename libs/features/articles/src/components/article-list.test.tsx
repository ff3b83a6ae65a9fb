import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  accountHandlers,
  contentHandlers,
  documentHead,
  fail,
  renderFeature,
} from '@zhiyuan/feature-testing';
import { DocumentHead } from '@zhiyuan/feature-shared';
import { ArticleList } from './article-list.tsx';

const handlers = () => ({ ...accountHandlers(), ...contentHandlers() });
const list = (name: string) => screen.findByRole('list', { name });

describe('ArticleList', () => {
  it('lists 专业解读 with date, summary, the major it is about and 示例数据', async () => {
    renderFeature(<ArticleList kind="major" />, { handlers: handlers(), path: '/subject-explain/list' });
    expect(screen.getByRole('heading', { name: '专业解读', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '正在加载文章…' })).toBeInTheDocument();
    const items = within(await list('专业解读文章列表')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: '【示例】专业解读：计算机科学与技术' })).toHaveAttribute(
      'href',
      '/subject-explain/list?id=14',
    );
    expect(first.getByRole('link', { name: '计算机科学与技术' })).toHaveAttribute(
      'href',
      '/data/subject-detail?code=080901',
    );
    expect(first.getByText('2025-08-30')).toBeInTheDocument();
    expect(first.getByText('示例数据')).toBeInTheDocument();
    // An article about nothing in particular has no 相关专业 line.
    expect(within(items[2]!).queryByText(/相关专业/)).not.toBeInTheDocument();
    expect(screen.getByText(/并非官方发布/)).toBeInTheDocument();
  });

  it('lists 院校解读 with links to the colleges', async () => {
    renderFeature(<ArticleList kind="college" />, {
      handlers: handlers(),
      path: '/unscramble/unscramble-list',
    });
    expect(screen.getByRole('heading', { name: '院校解读', level: 1 })).toBeInTheDocument();
    const items = within(await list('院校解读文章列表')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: '内蒙古大学' })).toHaveAttribute(
      'href',
      '/data/college-page?id=101',
    );
  });

  it('searches and pages with the URL, and opens an article in the same page keeping the list for the way back', async () => {
    const user = userEvent.setup();
    const { router } = renderFeature(<ArticleList kind="college" pageSize={2} />, {
      handlers: handlers(),
      path: '/unscramble/unscramble-list',
    });
    await list('院校解读文章列表');
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '【示例】院校解读：内蒙古工业大学' })).toBeInTheDocument(),
    );

    await user.type(screen.getByRole('searchbox', { name: '搜索院校解读' }), '师范');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=%E5%B8%88%E8%8C%83'));
    expect(await screen.findByText('“师范”的搜索结果：共 1 篇')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '【示例】院校解读：内蒙古师范大学' }));
    expect(
      await screen.findByRole('heading', { name: '【示例】院校解读：内蒙古师范大学', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?keyword=%E5%B8%88%E8%8C%83&id=23');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '返回院校解读列表' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=%E5%B8%88%E8%8C%83'));
    expect(await screen.findByRole('heading', { name: '院校解读', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '搜索院校解读' })).toHaveValue('师范');
  });

  it('says so when there is nothing, and when a search finds nothing', async () => {
    const { unmount } = renderFeature(<ArticleList kind="major" />, {
      handlers: { ...handlers(), ...contentHandlers({ articles: [] }) },
    });
    expect(await screen.findByText('暂无文章')).toBeInTheDocument();
    unmount();
    renderFeature(<ArticleList kind="major" />, {
      handlers: handlers(),
      path: '/?keyword=%E5%A4%A9%E6%96%87',
    });
    expect(await screen.findByText('没有找到与“天文”相关的文章')).toBeInTheDocument();
  });

  it('shows 文章加载失败 with 重试', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const base = handlers();
    renderFeature(<ArticleList kind="major" />, {
      handlers: {
        ...base,
        listArticles: (r) => (++calls === 1 ? fail('100500', '服务器繁忙', 500) : base.listArticles!(r)),
      },
    });
    expect(await screen.findByRole('heading', { name: '文章加载失败' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(within(await list('专业解读文章列表')).getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('ArticleList reading view', () => {
  it('makes the article’s title and summary the document’s, with its own address as canonical', async () => {
    renderFeature(
      <>
        <DocumentHead routeTitle="专业解读" />
        <ArticleList kind="major" />
      </>,
      { handlers: handlers(), path: '/subject-explain/list?keyword=医学&id=13' },
    );
    await waitFor(() =>
      expect(documentHead().title).toBe('【示例】专业解读：临床医学 - 专业解读 - 高考志愿填报系统'),
    );
    expect(documentHead()).toEqual({
      title: '【示例】专业解读：临床医学 - 专业解读 - 高考志愿填报系统',
      description: '五年制培养、规范化培训与报考注意事项。',
      canonical: `${window.location.origin}/subject-explain/list?id=13`,
    });
  });

  it('shows the article with its body, what it is about, and what the app puts beside it', async () => {
    renderFeature(
      <ArticleList
        kind="major"
        articleActions={(article) => <button type="button">收藏 {article.title}</button>}
      />,
      { handlers: handlers(), path: '/subject-explain/list?id=13' },
    );
    expect(screen.getByRole('link', { name: '返回专业解读列表' })).toHaveAttribute(
      'href',
      '/subject-explain/list',
    );
    expect(
      await screen.findByRole('heading', { name: '【示例】专业解读：临床医学', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '临床医学' })).toHaveAttribute(
      'href',
      '/data/subject-detail?code=100201K',
    );
    expect(screen.getByRole('heading', { name: '办理流程', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('示例数据')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收藏 【示例】专业解读：临床医学' })).toBeInTheDocument();
  });

  it('links a college article to the college', async () => {
    renderFeature(<ArticleList kind="college" />, { handlers: handlers(), path: '/?id=24' });
    await screen.findByRole('heading', { name: '【示例】院校解读：内蒙古大学', level: 1 });
    expect(screen.getByRole('link', { name: '内蒙古大学' })).toHaveAttribute(
      'href',
      '/data/college-page?id=101',
    );
    expect(screen.queryByRole('button', { name: '收藏' })).not.toBeInTheDocument();
  });

  it('says the article does not exist for an unknown or unreadable id', async () => {
    const { unmount } = renderFeature(<ArticleList kind="major" />, {
      handlers: handlers(),
      path: '/?page=2&id=999',
    });
    expect(
      await screen.findByRole('heading', { name: '文章不存在或已被删除', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '返回专业解读列表' })[0]).toHaveAttribute('href', '/?page=2');
    unmount();
    const { server } = renderFeature(<ArticleList kind="major" />, { handlers: handlers(), path: '/?id=x' });
    expect(screen.getByRole('heading', { name: '文章不存在或已被删除' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'getArticle')).toHaveLength(0);
  });

  it('shows 文章加载失败 with 重试 when the server fails', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const base = handlers();
    renderFeature(<ArticleList kind="major" />, {
      path: '/?id=14',
      handlers: {
        ...base,
        getArticle: (r) => (++calls === 1 ? fail('100500', '服务器繁忙', 500) : base.getArticle!(r)),
      },
    });
    expect(await screen.findByRole('heading', { name: '文章加载失败' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('计算机科学与技术');
  });
});
