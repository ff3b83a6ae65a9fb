import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmsCodeButton } from './sms-code-button.tsx';

const meta = {
  title: 'Features/Shared/SmsCodeButton',
  component: SmsCodeButton,
  args: { onSend: () => new Promise<number | null>((resolve) => setTimeout(() => resolve(60), 400)) },
  parameters: {
    docs: {
      description: {
        component: [
          '短信验证码输入框旁的“获取验证码”按钮。`onSend` 检查所需内容（手机号、图形验证码）、请求服务器，并以服务器返回的冷却时间（秒）resolve，未发送时为 null；随后按钮开始倒计时（重新获取(59s)），冷却结束前保持禁用。',
          'The 获取验证码 button beside an SMS code field. `onSend` checks what it needs (phone, captcha), asks the server and resolves with the cooldown the server answered (seconds), or null when nothing was sent; the button then counts down (重新获取(59s)) and stays disabled until the cooldown is over.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof SmsCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sends after 0.4 s, then counts down 60 s. */
export const Default: Story = {};

/** The server asks for a shorter wait (10 s). */
export const ShortCooldown: Story = { args: { onSend: () => Promise.resolve(10) } };

/** Nothing sent (e.g. the phone is invalid): no countdown. */
export const NotSent: Story = { args: { onSend: () => Promise.resolve<number | null>(null) } };
