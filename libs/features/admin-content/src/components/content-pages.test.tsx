import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, renderFeature } from '@zhiyuan/feature-testing';
import { ContentEditorPage } from './content-editor-page.tsx';
import { adminContentHandlers, contentItem, PICTURE_URL } from './content.test-support.ts';
import { ContentListPage } from './content-list-page.tsx';

function renderEditor(path = '/content/gaokao/new', handlers = adminContentHandlers()) {
  return renderFeature(<ContentEditorPage section="gaokao" />, {
    handlers,
    path,
    routePath: '/content/gaokao/:id',
    routes: [{ path: '/content/gaokao', element: <p>列表页</p> }],
  });
}

describe('ContentEditorPage', () => {
  it('shows each missing field beside it in Chinese and sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = renderEditor();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('textbox', { name: /^标题/ })).toHaveAccessibleDescription('请输入标题');
    expect(screen.getByRole('textbox', { name: /^正文/ })).toHaveAccessibleDescription(
      expect.stringContaining('请输入正文'),
    );
    expect(server.calls.filter((c) => c.name === 'saveContent')).toHaveLength(0);
  });

  it('previews the body live with the site renderer: markup stays text, pictures come from /media', async () => {
    const user = userEvent.setup();
    renderEditor();
    const body = screen.getByRole('textbox', { name: /^正文/ });
    fireEvent.change(body, {
      target: { value: '## 报名须知\n\n<script>alert(1)</script>\n\n[链接](https://zs.example.cn)' },
    });
    const preview = screen.getByRole('region', { name: '正文预览' });
    expect(await within(preview).findByRole('heading', { name: '报名须知' })).toBeInTheDocument();
    expect(within(preview).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: '链接' })).toHaveAttribute(
      'href',
      'https://zs.example.cn',
    );
    expect(preview.querySelector('script')).toBeNull();
    await user.upload(
      screen.getByLabelText('插入图片'),
      new File([new Uint8Array([137, 80])], '校门.png', { type: 'image/png' }),
    );
    expect(await within(preview).findByRole('img', { name: '校门' })).toHaveAttribute('src', PICTURE_URL);
    expect((body as HTMLTextAreaElement).value).toContain(`![校门](${PICTURE_URL})`);
  });

  it("shows the server's refusal of a picture beside the body", async () => {
    const user = userEvent.setup();
    renderEditor('/content/gaokao/new', {
      ...adminContentHandlers(),
      uploadMedia: () => fail('100400', '图片：只接受 PNG、JPEG、WebP、GIF 图片'),
    });
    await user.upload(screen.getByLabelText('插入图片'), new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByRole('textbox', { name: /^正文/ })).toHaveAccessibleDescription(
      expect.stringContaining('只接受 PNG、JPEG、WebP、GIF 图片'),
    );
  });

  it('saves a new announcement as a draft, publishes it with 保存并发布, and opens it by its id', async () => {
    const user = userEvent.setup();
    const { server, router } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: /^标题/ }), '填报志愿须知');
    fireEvent.change(screen.getByRole('textbox', { name: /^正文/ }), { target: { value: '请按时填报。' } });
    await user.click(screen.getByRole('button', { name: '保存并发布' }));
    expect(await screen.findByText('已保存并发布，网站上立即可见')).toBeInTheDocument();
    const save = server.calls.find((c) => c.name === 'saveContent');
    expect(save?.body).toEqual({
      type: 'news',
      category: 'gaokao',
      title: '填报志愿须知',
      summary: '',
      body: '请按时填报。',
    });
    expect(server.calls.find((c) => c.name === 'publishContent')?.body).toEqual({
      type: 'news',
      id: 2,
      published: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/gaokao/2'));
  });

  it('edits an item in place and shows a field the server refused beside it', async () => {
    const user = userEvent.setup();
    renderEditor('/content/gaokao/1', {
      ...adminContentHandlers(),
      saveContent: () => fail('100400', '标题不能超过100个字符', 400, { field: 'title' }),
    });
    const title = await screen.findByRole('textbox', { name: /^标题/ });
    expect(title).toHaveValue('2026 年普通高校招生报名通知');
    expect(screen.getByText('状态：已发布')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription('标题不能超过100个字符'));
  });
});

describe('ContentListPage', () => {
  it('lists a section with state, and publishes, pins, removes to the bin and restores', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { server } = renderFeature(<ContentListPage section="gaokao" />, {
      handlers: adminContentHandlers([contentItem({ status: 'draft', publishedAt: null })]),
      path: '/content/gaokao',
    });
    const list = await screen.findByRole('list', { name: '高考公告列表' });
    expect(within(list).getByText('草稿')).toBeInTheDocument();
    expect(server.calls[0]?.query.get('category')).toBe('gaokao');
    await user.click(within(list).getByRole('button', { name: '发布' }));
    expect(await within(list).findByText('已发布')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: '置顶' }));
    expect(await within(list).findByRole('button', { name: '取消置顶' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(list).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('还没有内容，点“新建”写第一篇')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '回收站' }));
    await user.click(await screen.findByRole('button', { name: '恢复' }));
    expect(await screen.findByText('已恢复')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新建高考公告' })).toHaveAttribute('href', '/content/gaokao/new');
  });
});
