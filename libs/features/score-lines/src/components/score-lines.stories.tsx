import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { withFeatureContext, fail } from '@zhiyuan/feature-testing';
import { ScoreLinesPage } from './score-lines-page.tsx';

const meta = {
  title: 'Features/ScoreLines/Page',
  decorators: [withFeatureContext],
  component: ScoreLinesPage,
  parameters: { featureContext: { handlers: dataHandlers, path: '/data/line' } },
} satisfies Meta<typeof ScoreLinesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 物理类 / 理科 across the years: 本科一批 to 2024, 本科批 from 2025. */
export const Physics: Story = {};

/** 历史类 / 文科 in 2025 only. */
export const HistoryOneYear: Story = {
  parameters: { featureContext: { path: '/data/line?track=历史&year=2025' } },
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
