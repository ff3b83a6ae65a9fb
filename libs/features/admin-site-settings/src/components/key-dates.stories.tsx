import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext } from '@zhiyuan/feature-testing';
import { KeyDatesPage } from './key-dates-page.tsx';

const meta = {
  title: 'Features/Admin site settings/Key dates',
  component: KeyDatesPage,
  decorators: [withFeatureContext],
  parameters: {
    featureContext: {
      handlers: () => ({
        listKeyDates: () => [
          {
            id: 1,
            name: '本科批填报开始',
            kind: 'start' as const,
            at: '2026-06-28T01:00:00.000Z',
            note: '网上填报',
          },
          {
            id: 2,
            name: '本科批填报截止',
            kind: 'deadline' as const,
            at: '2026-07-02T09:00:00.000Z',
            note: '',
          },
        ],
      }),
    },
  },
} satisfies Meta<typeof KeyDatesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two dates of the season and the form for another. */
export const Season: Story = {};
