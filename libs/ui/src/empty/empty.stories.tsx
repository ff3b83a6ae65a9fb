import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { Empty } from './empty.tsx';

const meta = {
  title: 'UI/Empty',
  component: Empty,
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescriptionAndAction: Story = {
  args: {
    description: '还没有收藏的院校',
    children: (
      <Button variant="primary" size="small">
        去查学校
      </Button>
    ),
  },
};

export const WithoutImage: Story = { args: { image: null, description: '没有符合条件的专业' } };
