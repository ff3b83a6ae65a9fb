import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentHandlers, siteConfigFixture } from '@zhiyuan/feature-testing/content-fixtures';
import { fail, withFeatureContext } from '@zhiyuan/feature-testing';
import { LatestScoreLinesCard } from './latest-score-lines-card.tsx';

const never = () => new Promise<never>(() => undefined);

const meta = {
  title: 'Features/ScoreLines/LatestCard',
  component: LatestScoreLinesCard,
  decorators: [withFeatureContext],
  parameters: { featureContext: { handlers: contentHandlers, path: '/home' } },
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
