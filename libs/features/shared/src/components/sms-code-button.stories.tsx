import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmsCodeButton } from './sms-code-button.tsx';

const meta = {
  title: 'Features/Shared/SmsCodeButton',
  component: SmsCodeButton,
  args: { onSend: () => new Promise<number | null>((resolve) => setTimeout(() => resolve(60), 400)) },
} satisfies Meta<typeof SmsCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sends after 0.4 s, then counts down 60 s. */
export const Default: Story = {};

/** The server asks for a shorter wait (10 s). */
export const ShortCooldown: Story = { args: { onSend: () => Promise.resolve(10) } };

/** Nothing sent (e.g. the phone is invalid): no countdown. */
export const NotSent: Story = { args: { onSend: () => Promise.resolve<number | null>(null) } };
