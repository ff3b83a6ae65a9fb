import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataHandlers, professionalScoreLinesFixture } from '@zhiyuan/feature-testing/data-fixtures';
import { withFeatureContext, fail, scoreLinesFixture } from '@zhiyuan/feature-testing';
import { ScoreLinesPage } from './score-lines-page.tsx';

const meta = {
  title: 'Features/ScoreLines/Page',
  decorators: [withFeatureContext],
  component: ScoreLinesPage,
  parameters: {
    docs: {
      description: {
        component: [
          '“批次线”（/data/line）：本地区按年份和科类的批次线和控制线——跨年走势图和批次线表。科类按选考方向选择，所以物理类（2025 年起）接续理科，历史类接续文科。所选方向和年份保存在 URL 中。',
          "批次线 (/data/line): the region's batch and control lines by year and category: a trend chart across the years and the table of lines. Categories are chosen by track, so 物理类 (from 2025) continues 理科 and 历史类 continues 文科. The chosen track and year live in the URL.",
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: dataHandlers, path: '/data/line' },
  },
} satisfies Meta<typeof ScoreLinesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 物理类 / 理科 across the years: 本科一批 to 2024, 本科批 from 2025. */
export const Physics: Story = {};

/** 历史类 / 文科 in 2025 only. */
export const HistoryOneYear: Story = {
  parameters: { featureContext: { path: '/data/line?track=历史&year=2025' } },
};

/** 2025 with the lines of 艺术类, 体育类 and 对口招生: their own sections, 文化课 and 专业课 by 专业类别. */
export const ProfessionalLines: Story = {
  parameters: {
    featureContext: {
      path: '/data/line?year=2025',
      handlers: () => dataHandlers({ scoreLines: [...scoreLinesFixture, ...professionalScoreLinesFixture] }),
    },
  },
};

/** No lines yet. */
export const Empty: Story = {
  parameters: { featureContext: { handlers: () => dataHandlers({ scoreLines: [] }) } },
};

/** The server failed. */
export const Failed: Story = {
  parameters: {
    featureContext: {
      handlers: () => ({ ...dataHandlers(), listScoreLines: () => fail('100500', '服务器繁忙', 500) }),
    },
  },
};
