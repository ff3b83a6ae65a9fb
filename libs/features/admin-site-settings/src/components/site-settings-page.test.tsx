import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, renderFeature } from '@zhiyuan/feature-testing';
import { SiteSettingsPage } from './site-settings-page.tsx';
import { QR_PICTURE, siteSettingsHandlers } from './site-settings.test-support.ts';

describe('SiteSettingsPage', () => {
  it('saves the school name and a QR code, and names the defaults of empty fields', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<SiteSettingsPage />, { handlers: siteSettingsHandlers() });
    const name = await screen.findByRole('textbox', { name: /^学校名称/ });
    expect(screen.getByRole('textbox', { name: /^网站标题/ })).toHaveAccessibleDescription(
      '留空时为：高考志愿填报系统',
    );
    await user.type(name, '呼和浩特市第二中学');
    const picker = screen.getByLabelText(/^志愿填报关注二维码/);
    expect(picker).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    await user.upload(picker, new File([new Uint8Array([1])], 'qr.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: '志愿填报关注二维码预览' })).toHaveAttribute(
      'src',
      QR_PICTURE,
    );
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('站点设置已保存，网站已更新')).toBeInTheDocument();
    const saved = server.calls.find((c) => c.name === 'saveSiteSettings')?.body as {
      schoolName: string;
      qrCodes: { follow: string | null; school: string | null };
    };
    expect(saved.schoolName).toBe('呼和浩特市第二中学');
    expect(saved.qrCodes).toEqual({ follow: QR_PICTURE, school: null });
  });

  it('shows a bad navigation link beside its field and sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<SiteSettingsPage />, { handlers: siteSettingsHandlers() });
    const nav = await screen.findByRole('group', { name: '导航外链' });
    const url = within(nav).getByRole('textbox', { name: /^“院校介绍”链接地址/ });
    await user.clear(url);
    await user.type(url, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(expect.stringContaining('http:// 或 https://')),
    );
    expect(server.calls.filter((c) => c.name === 'saveSiteSettings')).toHaveLength(0);
  });

  it('sets 当前年份, each refusal — the contract’s and the server’s range — beside the field', async () => {
    const user = userEvent.setup();
    const handlers = siteSettingsHandlers();
    const { server } = renderFeature(<SiteSettingsPage />, {
      handlers: {
        ...handlers,
        saveSiteSettings: (request) =>
          (request.body as { currentYear: number }).currentYear > 2027
            ? fail('100400', '当前年份最晚为 2027 年（已有数据的最后一年 2026 年的下一年）', 400, {
                field: 'currentYear',
              })
            : handlers.saveSiteSettings!(request),
      },
    });
    const year = await screen.findByRole('textbox', { name: /^当前年份/ });
    expect(year).toHaveValue('2026');
    expect(year).toHaveAccessibleDescription(
      expect.stringContaining('可选 2021～2027 年，未设置时为 2026 年'),
    );
    const saves = () => server.calls.filter((c) => c.name === 'saveSiteSettings');

    await user.clear(year);
    await user.type(year, '二〇二七');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() =>
      expect(year).toHaveAccessibleDescription(expect.stringContaining('当前年份应为 2000～2100 之间的整数')),
    );
    expect(saves()).toHaveLength(0);

    await user.clear(year);
    await user.type(year, '2029');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() =>
      expect(year).toHaveAccessibleDescription(expect.stringContaining('当前年份最晚为 2027 年')),
    );

    await user.clear(year);
    await user.type(year, '2027');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('站点设置已保存，网站已更新')).toBeInTheDocument();
    expect(saves().at(-1)?.body).toMatchObject({ currentYear: 2027 });
  });
});
