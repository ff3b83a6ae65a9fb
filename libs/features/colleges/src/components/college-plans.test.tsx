import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CollegePlans as Plans, PlanGroup } from '@zhiyuan/contracts';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { renderFeature } from '@zhiyuan/feature-testing';
import { CollegePlans } from './college-plans.tsx';

const group = (category: string, groupCode: string): PlanGroup => ({
  category,
  batch: '本科批',
  groupCode,
  subjectRequirement: '不限',
  planCount: 10,
  majors: [{ code: '080901', name: '计算机科学与技术', planCount: 10, years: 4, tuition: 5000 }],
});

// A local university's plan runs to hundreds of groups in both 科类; a student reads the one they sit.
const plan: Plans = {
  year: 2026,
  sample: false,
  groups: [group('历史类', '751-111'), group('历史类', '751-112'), group('物理类', '751-211')],
};

function renderPlans(path: string) {
  return renderFeature(<CollegePlans collegeId={366} />, {
    handlers: { ...dataHandlers(), getCollegePlans: () => plan },
    signedIn: false,
    path,
  });
}

const groupTitles = async () =>
  (
    await within(await screen.findByRole('region', { name: '2026年招生计划' })).findAllByRole('heading', {
      level: 3,
    })
  ).map((h) => h.textContent?.split('选科要求')[0]);

describe('CollegePlans', () => {
  it('shows one 科类 at a time, the first by default, with links to the others that work without script', async () => {
    renderPlans('/data/college-page?id=366');
    expect(await groupTitles()).toEqual(['历史类 · 本科批 · 751-111组', '历史类 · 本科批 · 751-112组']);
    const choose = screen.getByRole('navigation', { name: '按科类查看招生计划' });
    const history = within(choose).getByRole('link', { name: '历史类（2 组）' });
    const physics = within(choose).getByRole('link', { name: '物理类（1 组）' });
    expect(history).toHaveAttribute('aria-current', 'true');
    expect(physics).not.toHaveAttribute('aria-current');
    expect(physics).toHaveAttribute(
      'href',
      `/data/college-page?id=366&category=${encodeURIComponent('物理类')}`,
    );
  });

  it('switches to the 科类 in the address, and to another when its link is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderPlans(`/data/college-page?id=366&category=${encodeURIComponent('物理类')}`);
    expect(await groupTitles()).toEqual(['物理类 · 本科批 · 751-211组']);
    await user.click(screen.getByRole('link', { name: '历史类（2 组）' }));
    expect(await groupTitles()).toEqual(['历史类 · 本科批 · 751-111组', '历史类 · 本科批 · 751-112组']);
    expect(router.state.location.search).toBe(`?id=366&category=${encodeURIComponent('历史类')}`);
  });

  it('falls back to the first 科类 when the address names one the plan does not have', async () => {
    renderPlans(`/data/college-page?id=366&category=${encodeURIComponent('艺术类')}`);
    expect(await groupTitles()).toEqual(['历史类 · 本科批 · 751-111组', '历史类 · 本科批 · 751-112组']);
  });
});
