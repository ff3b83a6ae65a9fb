// The footer's source lines (来源：…): every shipped data set, and the region's exam authority, whose official
// tables ship with the product (issue 34).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfigFixture } from '@zhiyuan/feature-testing';
import { SiteFooter } from './site-footer.tsx';

describe('site footer', () => {
  it('names the region’s exam authority among the data sources, linked to its site', () => {
    render(<SiteFooter config={siteConfigFixture} />);
    const sources = screen.getByRole('list', { name: '数据来源' });
    expect(within(sources).getByRole('link', { name: /来源：内蒙古自治区教育招生考试中心/ })).toHaveAttribute(
      'href',
      'https://www.nm.zsks.cn/',
    );
    expect(within(sources).getByText(/来源：国家统计局/)).toBeInTheDocument();
  });
});
