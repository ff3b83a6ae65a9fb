import type { Meta, StoryObj } from '@storybook/react-vite';
import { SampleBadge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { className: 'w-80' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>内蒙古大学</CardTitle>
        <CardDescription>呼和浩特 · 综合类 · 211</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">
          2024 年理科最低分 560 分 <SampleBadge />
        </p>
      </CardContent>
      <CardFooter>
        <Button size="small" variant="primary">
          查看详情
        </Button>
        <Button size="small">收藏</Button>
      </CardFooter>
    </Card>
  ),
};

export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args}>
      <CardContent className="pt-5 text-sm">只有内容的卡片。</CardContent>
    </Card>
  ),
};
