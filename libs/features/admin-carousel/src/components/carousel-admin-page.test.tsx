import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, renderFeature } from '@zhiyuan/feature-testing';
import { CarouselAdminPage } from './carousel-admin-page.tsx';
import { adminCarouselHandlers, NEW_PICTURE } from './carousel.test-support.ts';

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('group')
    .map((g) => g.getAttribute('aria-label'));

describe('CarouselAdminPage', () => {
  it('reorders from the keyboard with 上移/下移 and toggles a slide', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<CarouselAdminPage />, { handlers: adminCarouselHandlers() });
    const list = await screen.findByRole('list', { name: '轮播图列表' });
    expect(titles(list)).toEqual(['志愿填报指南', '省考试院通知']);
    expect(within(list).getAllByRole('button', { name: '上移' })[0]).toBeDisabled();
    await user.click(within(list).getAllByRole('button', { name: '上移' })[1]!);
    await waitFor(() => expect(titles(list)).toEqual(['省考试院通知', '志愿填报指南']));
    expect(server.calls.find((c) => c.name === 'reorderCarousel')?.body).toEqual({ ids: [2, 1] });
    await user.click(
      within(screen.getByRole('group', { name: '省考试院通知' })).getByRole('button', { name: '启用' }),
    );
    expect(await screen.findByText('已启用，首页立即显示')).toBeInTheDocument();
  });

  it('adds a slide: picture, title and link checked beside their fields, then saved', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<CarouselAdminPage />, { handlers: adminCarouselHandlers() });
    const form = await screen.findByRole('form', { name: '添加轮播图' });
    await user.type(within(form).getByRole('textbox', { name: /^链接地址/ }), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请上传图片')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^标题/ })).toHaveAccessibleDescription(
      expect.stringContaining('请输入标题'),
    );
    expect(within(form).getByRole('textbox', { name: /^链接地址/ })).toHaveAccessibleDescription(
      expect.stringContaining('链接地址应以 http:// 或 https:// 开头'),
    );
    expect(server.calls.filter((c) => c.name === 'saveCarousel')).toHaveLength(0);

    const picker = within(form).getByLabelText(/^图片/);
    expect(picker).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    await user.upload(picker, new File([new Uint8Array([1])], 'b.png', { type: 'image/png' }));
    expect(await within(form).findByRole('img', { name: '图片预览' })).toHaveAttribute('src', NEW_PICTURE);
    await user.type(within(form).getByRole('textbox', { name: /^标题/ }), '欢迎报考');
    const link = within(form).getByRole('textbox', { name: /^链接地址/ });
    await user.clear(link);
    await user.type(link, 'https://www.nm.zsks.cn/');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('group', { name: '欢迎报考' })).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'saveCarousel')?.body).toEqual({
      title: '欢迎报考',
      url: 'https://www.nm.zsks.cn/',
      enabled: true,
      imageUrl: NEW_PICTURE,
    });
  });

  it("shows the server's refusal of a picture beside the picture field", async () => {
    const user = userEvent.setup();
    renderFeature(<CarouselAdminPage />, {
      handlers: { ...adminCarouselHandlers(), uploadMedia: () => fail('100400', '图片不能超过 2 MB') },
    });
    const form = await screen.findByRole('form', { name: '添加轮播图' });
    const picker = within(form).getByLabelText(/^图片/);
    await user.upload(picker, new File(['x'], 'big.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(expect.stringContaining('图片不能超过 2 MB')),
    );
  });

  it('edits a slide in place and deletes one after confirming', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderFeature(<CarouselAdminPage />, { handlers: adminCarouselHandlers() });
    const row = await screen.findByRole('group', { name: '志愿填报指南' });
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const form = screen.getByRole('form', { name: '编辑轮播图：志愿填报指南' });
    const title = within(form).getByRole('textbox', { name: /^标题/ });
    await user.clear(title);
    await user.type(title, '志愿填报指南（新版）');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('group', { name: '志愿填报指南（新版）' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: '省考试院通知' })).getByRole('button', { name: '删除' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: '省考试院通知' })).not.toBeInTheDocument(),
    );
  });
});
