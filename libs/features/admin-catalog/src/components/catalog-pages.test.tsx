import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '@zhiyuan/feature-testing';
import { catalogHandlers, LOGO_URL } from './catalog.test-support.ts';
import { CollegeCatalogPage } from './college-catalog-page.tsx';
import { MajorCatalogPage } from './major-catalog-page.tsx';

describe('CollegeCatalogPage', () => {
  it('edits a college: 官网 must be http(s), the intro previews live, the logo uploads', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<CollegeCatalogPage />, { handlers: catalogHandlers() });
    const list = await screen.findByRole('list', { name: '院校列表' });
    await user.click(within(list).getByRole('button', { name: '编辑内蒙古大学' }));
    const form = await screen.findByRole('form', { name: '编辑院校：内蒙古大学' });
    const website = within(form).getByRole('textbox', { name: /^官网/ });
    await user.type(website, 'ftp://www.imu.edu.cn');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(website).toHaveAccessibleDescription(expect.stringContaining('http:// 或 https://'));
    expect(server.calls.filter((c) => c.name === 'updateCollege')).toHaveLength(0);

    await user.clear(website);
    await user.type(website, 'https://www.imu.edu.cn/');
    fireEvent.change(within(form).getByRole('textbox', { name: /^简介/ }), {
      target: { value: '## 学校概况\n\n内蒙古大学创建于 1957 年。' },
    });
    const preview = within(form).getByRole('region', { name: '简介预览' });
    expect(within(preview).getByRole('heading', { name: '学校概况' })).toBeInTheDocument();
    await user.upload(
      within(form).getByLabelText(/^校徽/),
      new File([new Uint8Array([1])], 'logo.png', { type: 'image/png' }),
    );
    expect(await within(form).findByRole('img', { name: '校徽预览' })).toHaveAttribute('src', LOGO_URL);
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存，网站上立即可见')).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'updateCollege')?.body).toEqual({
      id: 7,
      intro: '## 学校概况\n\n内蒙古大学创建于 1957 年。',
      charter: null,
      website: 'https://www.imu.edu.cn/',
      type: null,
      logo: LOGO_URL,
    });
  });
});

describe('MajorCatalogPage', () => {
  it('finds a major by its code and saves its introduction; a bad code is named beside the field', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<MajorCatalogPage />, { handlers: catalogHandlers() });
    const code = screen.getByRole('textbox', { name: /^专业代码/ });
    await user.type(code, 'abc');
    await user.click(screen.getByRole('button', { name: '查找' }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('专业代码'));
    await user.clear(code);
    await user.type(code, '080901');
    await user.click(screen.getByRole('button', { name: '查找' }));
    const form = await screen.findByRole('form', { name: '计算机科学与技术' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^专业介绍/ }), {
      target: { value: '培养计算机领域的专门人才。' },
    });
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存，网站上立即可见')).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'updateMajor')?.body).toEqual({
      code: '080901',
      intro: '培养计算机领域的专门人才。',
    });
  });
});
