import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover.tsx';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button>筛选条件</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="筛选条件">
        <p className="text-sm">按办学层次与院校类型筛选。</p>
        <PopoverClose asChild>
          <Button size="small" className="mt-3">
            完成
          </Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };
