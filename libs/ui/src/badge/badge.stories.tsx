import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, SampleBadge } from './badge.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: '985' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: '公办' } };

export const Outline: Story = { args: { variant: 'outline', children: '本科' } };

export const Success: Story = { args: { variant: 'success', children: '稳' } };

export const Warning: Story = { args: { variant: 'warning', children: '冲' } };

export const Danger: Story = { args: { variant: 'danger', children: '风险' } };

/** The mark every piece of generated sample data carries. */
export const Sample: Story = { render: () => <SampleBadge /> };
