// Signing in through the login dialog of the site (AuthHost), as the composition tests of the pages do.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function signInThroughDialog(user: UserEvent): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: '用户登录' });
  await user.type(within(dialog).getByRole('textbox', { name: '手机号码' }), '13912345678');
  await user.type(within(dialog).getByLabelText(/^密码/), 'secret123');
  await user.click(within(dialog).getByRole('button', { name: '登录' }));
}
