import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext, accountHandlers, studentInfoFixture } from '@zhiyuan/feature-testing';
import { recommendItemsFixture, simulateHandlers } from '@zhiyuan/feature-testing/simulate-fixtures';
import { DRAFT_STORAGE_KEY } from '../state/draft-atoms.ts';
import { choiceFromItem, emptyDraft, type VolunteerDraft } from '../utils/draft.ts';
import { volunteerRows } from '../utils/volunteer-rows.ts';
import { SimulatePage } from './simulate-page.tsx';
import { VolunteerPrint } from './volunteer-print.tsx';

const pick = (name: string, group: string) =>
  recommendItemsFixture.find((i) => i.college.name === name && i.group?.code === group)!;

/** A list of four: two 冲, one 稳 placed after a 保 (the checks point at it). */
const listFixture: VolunteerDraft = {
  ...emptyDraft(
    {
      year: 2026,
      category: '物理类',
      batch: '本科批',
      score: 600,
      rank: null,
      electives: ['物理', '化学', '生物'],
    },
    '2026年物理类本科批志愿表',
  ),
  choices: [
    pick('长安大学', '01'),
    pick('内蒙古大学', '01'),
    pick('内蒙古工业大学', '01'),
    pick('内蒙古大学', '02'),
  ].map((item, i) => choiceFromItem(item, item.majors.slice(0, 3), i !== 1)),
  dirty: true,
};

/** The list in local storage before the page reads it (or none). */
const withStoredList =
  (draft: VolunteerDraft | null): Decorator =>
  (Story) => {
    if (draft) localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    else localStorage.removeItem(DRAFT_STORAGE_KEY);
    return <Story />;
  };

const meta = {
  title: 'Features/Simulate/Page',
  component: SimulatePage,
  decorators: [withFeatureContext, withStoredList(null)],
  parameters: {
    docs: {
      description: {
        component: [
          '“模拟填报”（/policy/simulate 和 /data/simulate）：考生信息（科类、批次、分数或位次、选科、符合的特殊计划）和筛选条件保存在 URL 中，后退、前进、刷新和分享的链接都显示同样的推荐；正在编写的志愿表保存在浏览器中，显示在推荐旁（手机上在下方，并有跳转链接）。每条推荐都说明把握程度和理由；这里不承诺任何录取。',
          '模拟填报 (/policy/simulate and /data/simulate): the candidate (category, batch, score or rank, 选科, the special plans they qualify for) and the filters live in the URL, so back, forward, refresh and a shared link show the same suggestions; the 志愿表 being built lives in the browser beside them (below them on phones, with a link to jump there). Every suggestion says how sure it is and why; nothing here promises an admission.',
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: () => simulateHandlers(), path: '/policy/simulate' },
  },
} satisfies Meta<typeof SimulatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a score is given: the form and the empty list. */
export const Start: Story = {};

/** 600 分 物理类 with 化学 and 生物: the rank, the equivalent scores and the 稳 suggestions with their reasons. */
export const Suggestions: Story = {
  parameters: { featureContext: { path: '/policy/simulate?score=600&electives=化学,生物&tier=稳' } },
};

/** 我符合的特殊计划 with 中外合作办学 ticked: 宁波诺丁汉大学 is suggested, with its 报考条件 badge and who may apply. */
export const SpecialPlans: Story = {
  parameters: {
    featureContext: { path: '/policy/simulate?score=600&electives=化学,生物&tier=稳&eligibility=中外合作' },
  },
};

/** The list beside the suggestions, with the live checks naming a 稳 placed after a 保. */
export const WithList: Story = {
  decorators: [withStoredList(listFixture)],
  parameters: { featureContext: { path: '/policy/simulate?score=600&electives=化学,生物' } },
};

/** Signed in: 使用个人中心的高考成绩, saving and 我的志愿表 go to the (fake) server. */
export const SignedIn: Story = {
  decorators: [withStoredList(listFixture)],
  parameters: {
    featureContext: {
      signedIn: true,
      handlers: () => ({ ...simulateHandlers(), ...accountHandlers() }),
      path: '/policy/simulate?score=622&electives=化学,生物&tier=保',
    },
  },
};

/** Filters that leave nothing in the tier. */
export const NothingMatches: Story = {
  parameters: { featureContext: { path: '/policy/simulate?score=600&provinces=西藏' } },
};

/** The A4 sheet of the print preview, with the student's details. */
export const PrintPreview: Story = {
  render: () => (
    <VolunteerPrint
      draft={listFixture}
      rows={volunteerRows(listFixture, [])}
      candidateRank={4004}
      student={{
        name: studentInfoFixture.name,
        school: '包头市第一中学',
        className: studentInfoFixture.className,
        examNumber: studentInfoFixture.examNumber ?? null,
        info: studentInfoFixture,
        gaokao: undefined,
      }}
      onClose={() => undefined}
    />
  ),
  // In a frame of its own on the docs page, which the full-screen print preview would otherwise cover.
  parameters: { docs: { story: { inline: false, height: '720px' } } },
};
