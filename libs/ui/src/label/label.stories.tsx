import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '../input/input.tsx';
import { Label } from './label.tsx';

const meta = {
  title: 'UI/Label',
  component: Label,
  args: { children: '考生号', htmlFor: 'candidate-number' },
  render: (args) => (
    <div className="flex w-72 flex-col gap-1.5">
      <Label {...args} />
      <Input id="candidate-number" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
