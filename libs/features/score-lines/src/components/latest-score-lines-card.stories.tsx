import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentHandlers, siteConfigFixture } from '@zhiyuan/feature-testing/content-fixtures';
import { fail, withFeatureContext } from '@zhiyuan/feature-testing';
import { LatestScoreLinesCard } from './latest-score-lines-card.tsx';

const never = () => new Promise<never>(() => undefined);

const meta = {
  title: 'Features/ScoreLines/LatestCard',
  component: LatestScoreLinesCard,
  decorators: [withFeatureContext],
  parameters: {
    docs: {
      description: {
        component: [
          '首页上今年的批次线：每个科类一张紧凑的表（批次/控制线和分数）、数据所属年份（今年的未公布时显示最近公布的），生成的数据带“示例数据”标记和说明，并有链接指向完整历史 /data/line。',
          "This year's batch lines (批次线) on the home page: a compact table per category (批次/控制线 and score), the year they are from (the latest published when this year's are not out yet), 示例数据 with the sample note when they are generated, and a link to the full history at /data/line.",
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: contentHandlers, path: '/home' },
  },
} satisfies Meta<typeof LatestScoreLinesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2026's lines are not out yet, so 2025's (示例数据). */
export const LatestPublished: Story = {};

/** The lines of the current year (2024 here). */
export const CurrentYear: Story = {
  parameters: {
    featureContext: {
      handlers: () => contentHandlers({ siteConfig: { ...siteConfigFixture, currentYear: 2024 } }),
    },
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { featureContext: { handlers: () => ({ ...contentHandlers(), listScoreLines: never }) } },
};

/** Failed to load. */
export const Failed: Story = {
  parameters: {
    featureContext: {
      handlers: () => ({ ...contentHandlers(), listScoreLines: () => fail('100500', '服务器繁忙', 500) }),
    },
  },
};

/** No lines at all. */
export const Empty: Story = {
  parameters: { featureContext: { handlers: () => contentHandlers({ scoreLines: [] }) } },
};
