import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { openLoginAtom, openRegisterAtom } from '@zhiyuan/domain';
import { Button } from '@zhiyuan/ui';
import { withFeatureContext, accountHandlers, fail } from '@zhiyuan/feature-testing';
import { AuthHost } from './auth-host.tsx';

/** The site's dialogs as the layout mounts them, with the buttons of the top bar. */
function Dialogs({ initial }: { initial: 'login' | 'register' | null }) {
  const openLogin = useSetAtom(openLoginAtom);
  const openRegister = useSetAtom(openRegisterAtom);
  useEffect(() => {
    if (initial === 'login') openLogin();
    if (initial === 'register') openRegister();
  }, [initial, openLogin, openRegister]);
  return (
    <div className="flex gap-2">
      <Button variant="primary" onClick={openLogin}>
        登录
      </Button>
      <Button onClick={openRegister}>注册</Button>
      <AuthHost />
    </div>
  );
}

const meta = {
  title: 'Features/Auth/Dialogs',
  decorators: [withFeatureContext],
  component: Dialogs,
  args: { initial: 'login' },
  parameters: {
    docs: {
      description: {
        component: [
          '全站的登录和注册对话框，按布局挂载的方式展示（AuthHost 在其中一个第一次打开时加载它们），并带有顶栏的“登录”“注册”按钮。登录对话框宽 400 px；注册需要图形验证码、短信验证码（带倒计时）和两次输入密码。',
          'The login and register dialogs of the whole site, as the layout mounts them (AuthHost loads them the first time one of them opens), with the 登录 and 注册 buttons of the top bar. The login dialog is 400 px wide; registering takes the image captcha, the SMS code with its countdown and the password twice.',
        ].join('\n\n'),
      },
      // Each story in a frame of its own on the docs page, which the open dialogs would otherwise cover.
      story: { inline: false, height: '720px' },
    },
    featureContext: { handlers: accountHandlers, signedIn: false },
  },
} satisfies Meta<typeof Dialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 400 px login dialog; any phone and a 6+ character password sign in against the fake server. */
export const Login: Story = {};

/** Registration with the image captcha, the SMS code countdown and the password twice. */
export const Register: Story = { args: { initial: 'register' } };

/** Closed: the top bar's buttons open them. */
export const Closed: Story = { args: { initial: null } };

/**
 * The server refuses the password: the story types a phone and a wrong password and signs in, so the refusal
 * shows (the server's message as a toast) and the dialog keeps what was typed.
 */
export const WrongPassword: Story = {
  parameters: {
    featureContext: {
      signedIn: false,
      handlers: () => ({ ...accountHandlers(), login: () => fail('100400', '手机号或密码错误') }),
    },
  },
  play: async ({ canvasElement }) => {
    // The dialog is portalled to the document's body, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '用户登录' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '手机号码' }), '13912345678');
    await userEvent.type(dialog.getByLabelText(/^密码/), 'wrong-pass-1');
    await userEvent.click(dialog.getByRole('button', { name: '登录' }));
    await expect(await page.findByText('手机号或密码错误')).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: '手机号码' })).toHaveValue('13912345678');
  },
};
