import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { admissionSearchHandlers } from '@zhiyuan/feature-testing/admission-search-fixtures';
import { renderFeature } from '@zhiyuan/feature-testing';
import { CollegeTrend } from './college-trend.tsx';

describe('CollegeTrend', () => {
  it('charts the lowest score or the lowest rank by year, links to the college and closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderFeature(<CollegeTrend collegeId={366} onClose={onClose} />, {
      handlers: admissionSearchHandlers(),
    });
    const trend = await screen.findByRole('region', { name: '内蒙古大学历年走势' });
    const data = within(trend).getByRole('table', { name: '历年最低分（按科类）' });
    expect(within(data).getAllByRole('row')).toHaveLength(6);
    await user.click(within(trend).getByRole('combobox', { name: '图表指标' }));
    await user.click(await screen.findByRole('option', { name: '最低位次' }));
    expect(await within(trend).findByRole('table', { name: '历年最低位次（按科类）' })).toBeInTheDocument();
    expect(within(trend).getByRole('link', { name: '院校详情' })).toHaveAttribute(
      'href',
      '/data/college-page?id=366',
    );
    await user.click(within(trend).getByRole('button', { name: '关闭走势' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
