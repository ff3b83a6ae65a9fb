import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '@zhiyuan/feature-testing';
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
});
