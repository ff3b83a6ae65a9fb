import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext, accountHandlers } from '@zhiyuan/feature-testing';
import { AuthHost } from './auth-host.tsx';
import { LoginPanel, RegisterPanel, ResetPasswordPanel } from './auth-panels.tsx';
import { RequireLogin } from './require-login.tsx';

const meta = {
  title: 'Features/Auth/Pages',
  decorators: [withFeatureContext],
  component: LoginPanel,
  parameters: { featureContext: { handlers: accountHandlers, signedIn: false, path: '/login' } },
} satisfies Meta<typeof LoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /login */
export const Login: Story = {};

/** /user/register */
export const Register: Story = { render: () => <RegisterPanel /> };

/** /user/resetPassword */
export const ResetPassword: Story = { render: () => <ResetPasswordPanel /> };

/** A page that needs a signed-in person, visited signed out: the prompt, and the login dialog on top. */
export const LoginRequired: Story = {
  render: () => (
    <>
      <RequireLogin titleAs="h1">
        <p>只有登录后才能看到的内容</p>
      </RequireLogin>
      <AuthHost />
    </>
  ),
  // In a frame of its own on the docs page, which the login dialog would otherwise cover.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
};
