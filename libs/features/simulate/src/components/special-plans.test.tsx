import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_KIND_INFO, ACCESS_KINDS, type RecommendInput, type RecommendItem } from '@zhiyuan/contracts';
import { renderFeature } from '@zhiyuan/feature-testing';
import { allRecommendItemsFixture, simulateHandlers } from '@zhiyuan/feature-testing/simulate-fixtures';
import { DRAFT_STORAGE_KEY } from '../state/draft-atoms.ts';
import { choiceFromItem, emptyDraft } from '../utils/draft.ts';
import { SimulatePage } from './simulate-page.tsx';

// Radix checkboxes and the page's round trips: generous when the machine is busy.
const SLOW_TEST_MS = 20_000;

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
const lastBody = (server: { calls: { name: string; body: unknown }[] }) =>
  server.calls.filter((c) => c.name === 'simulateRecommend').at(-1)?.body as RecommendInput | undefined;
const plans = () => screen.getByRole('group', { name: '我符合的特殊计划' });

/** 内蒙古大学's 02 group as a 高校专项计划 group 91, the way the server sends one. */
function specialGroup(): RecommendItem {
  const base = allRecommendItemsFixture.find(
    (i) => i.college.name === '内蒙古大学' && i.group?.code === '02',
  )!;
  const info = ACCESS_KIND_INFO.高校专项;
  return {
    ...base,
    key: `${base.college.code}|91`,
    group: { code: '91', name: '91组' },
    access: [{ ...info }],
    flags: [
      { code: 'university-special-plan', severity: 'warning', label: info.kind, message: info.explanation },
      ...base.flags,
    ],
  };
}

beforeEach(() => localStorage.clear());

describe('我符合的特殊计划', () => {
  it(
    'is a labelled group of checkboxes, each described by who may apply, sent with the candidate and kept in the URL',
    async () => {
      const user = userEvent.setup();
      const { router, server } = renderFeature(<SimulatePage />, {
        handlers: simulateHandlers(),
        path: '/policy/simulate?score=600',
      });
      await screen.findByRole('tab', { name: /^冲/ });
      const boxes = within(plans()).getAllByRole('checkbox');
      expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(
        ACCESS_KINDS.map((k) => ACCESS_KIND_INFO[k].name),
      );
      expect(plans()).toHaveAccessibleDescription(/不勾选时推荐结果不含这些院校专业组/);
      const special = within(plans()).getByRole('checkbox', { name: '高校专项计划' });
      expect(special).toHaveAccessibleDescription(ACCESS_KIND_INFO.高校专项.explanation);
      expect(special).not.toBeChecked();
      expect(lastBody(server)).not.toHaveProperty('eligibility');

      // By keyboard: Space ticks the focused box, Enter in the score box asks.
      special.focus();
      await user.keyboard(' ');
      expect(special).toBeChecked();
      await user.click(within(plans()).getByRole('checkbox', { name: '中外合作办学' }));
      await user.click(screen.getByRole('textbox', { name: '高考分数' }));
      await user.keyboard('{Enter}');
      await waitFor(() => expect(search(router).get('eligibility')).toBe('高校专项,中外合作'));
      await waitFor(() => expect(lastBody(server)?.eligibility).toEqual(['高校专项', '中外合作']));
      expect(search(router).get('score')).toBe('600');
      // The form is made again from the URL: the boxes stay ticked.
      expect(within(plans()).getByRole('checkbox', { name: '高校专项计划' })).toBeChecked();
      expect(within(plans()).getByRole('checkbox', { name: '预科班' })).not.toBeChecked();
    },
    SLOW_TEST_MS,
  );

  it(
    'shows a special plan’s suggestion only to a student who qualifies, with a badge saying who may apply',
    async () => {
      const items = [...allRecommendItemsFixture, specialGroup()];
      const general = renderFeature(<SimulatePage />, {
        handlers: simulateHandlers({ items }),
        path: '/policy/simulate?score=600&tier=稳',
      });
      await screen.findByRole('article', { name: /内蒙古大学 02组/ });
      expect(screen.queryByRole('article', { name: /内蒙古大学 91组/ })).not.toBeInTheDocument();
      expect(screen.queryByText('报考条件')).not.toBeInTheDocument();
      general.unmount();

      const user = userEvent.setup();
      const { server } = renderFeature(<SimulatePage />, {
        handlers: simulateHandlers({ items }),
        path: '/policy/simulate?score=600&tier=稳&eligibility=高校专项',
      });
      const card = await screen.findByRole('article', { name: /内蒙古大学 91组/ });
      expect(within(card).getByRole('heading', { name: '报考条件' })).toBeInTheDocument();
      expect(within(card).getByText('高校专项')).toBeInTheDocument();
      const line = `高校专项计划：${ACCESS_KIND_INFO.高校专项.explanation}`;
      expect(within(card).getByText(line)).toBeInTheDocument();
      // Said once: the flag of the same kind is not repeated under 风险提示.
      expect(within(card).getAllByText(new RegExp(ACCESS_KIND_INFO.高校专项.explanation))).toHaveLength(1);
      // An ordinary group has no conditions.
      const ordinary = screen.getByRole('article', { name: /内蒙古大学 02组/ });
      expect(within(ordinary).queryByText('报考条件')).not.toBeInTheDocument();

      // Added to the 志愿表, the group is checked with the plans the student ticked (no warning for it).
      await user.click(within(card).getByRole('button', { name: '加入志愿表：内蒙古大学 91组' }));
      const dialog = await screen.findByRole('dialog', { name: '加入志愿表：内蒙古大学 91组' });
      await user.click(within(dialog).getByRole('button', { name: '加入' }));
      await waitFor(() =>
        expect(server.calls.filter((c) => c.name === 'checkVolunteerTable').at(-1)?.body).toMatchObject({
          choices: [{ groupCode: '91' }],
          eligibility: ['高校专项'],
        }),
      );
    },
    SLOW_TEST_MS,
  );

  it('asks again with the plans ticked when the page reopens on the list being written', async () => {
    const item = specialGroup();
    const context = {
      year: 2026,
      category: '物理类',
      batch: '本科批',
      score: 600,
      rank: null,
      electives: ['物理' as const, '化学' as const],
      eligibility: ['高校专项' as const],
    };
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ ...emptyDraft(context, '表'), choices: [choiceFromItem(item, item.majors, true)] }),
    );
    const { router } = renderFeature(<SimulatePage />, {
      handlers: simulateHandlers({ items: [...allRecommendItemsFixture, item] }),
      path: '/policy/simulate',
    });
    await waitFor(() => expect(search(router).get('eligibility')).toBe('高校专项'));
    expect(search(router).get('score')).toBe('600');
    await waitFor(() =>
      expect(within(plans()).getByRole('checkbox', { name: '高校专项计划' })).toBeChecked(),
    );
  });
});
