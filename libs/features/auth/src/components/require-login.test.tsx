import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginStatusAtom, logoutAtom } from '@zhiyuan/domain';
import { accountHandlers, fail, renderFeature } from '@zhiyuan/feature-testing';
import { studentInfoQuery, useDomain } from '@zhiyuan/feature-shared';
import { AuthHost, preloadAuthDialogs } from './auth-host.tsx';
import { RequireLogin } from './require-login.tsx';

// The dialogs are a lazy chunk; load it before the clock of the first findBy starts.
beforeAll(() => preloadAuthDialogs());

/** A page that needs the session: it shows the student's name from the server. */
function StudentName() {
  const { api } = useDomain();
  const info = useQuery(studentInfoQuery(api));
  if (info.isPending) return <p>加载中</p>;
  if (info.isError) return <p>出错了</p>;
  return <h1>学生：{info.data?.name}</h1>;
}

function Page() {
  return (
    <>
      <RequireLogin titleAs="h1">
        <StudentName />
      </RequireLogin>
      <AuthHost />
    </>
  );
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: '用户登录' });
  await user.type(within(dialog).getByRole('textbox', { name: '手机号码' }), '13912345678');
  await user.type(within(dialog).getByLabelText(/^密码/), 'secret123');
  await user.click(within(dialog).getByRole('button', { name: '登录' }));
}

describe('RequireLogin', () => {
  it('signed out: shows 需要登录, opens the login dialog, and shows the page after login without a reload', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<Page />, { handlers: accountHandlers(), signedIn: false });
    expect(await screen.findByRole('dialog', { name: '用户登录' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '需要登录', level: 1, hidden: true })).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'getStudentInfo')).toBe(false);

    await logIn(user);
    expect(await screen.findByRole('heading', { name: '学生：张小明' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reopens the dialog from its 登录 button after it was closed', async () => {
    const user = userEvent.setup();
    renderFeature(<Page />, { handlers: accountHandlers(), signedIn: false });
    await screen.findByRole('dialog', { name: '用户登录' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('dialog', { name: '用户登录' })).toBeInTheDocument();
  });

  it('does not open the dialog when the person signs out on the page', async () => {
    const { domain } = renderFeature(<Page />, { handlers: accountHandlers(), signedIn: true });
    await screen.findByRole('heading', { name: '学生：张小明' });
    await act(() => domain.store.set(logoutAtom));
    expect(await screen.findByRole('heading', { name: '需要登录' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signed in: renders the page at once', async () => {
    renderFeature(<Page />, { handlers: accountHandlers(), signedIn: true });
    expect(await screen.findByRole('heading', { name: '学生：张小明' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a 100401 answer opens the dialog, and after login loads the page again', async () => {
    const user = userEvent.setup();
    const handlers = accountHandlers();
    let expired = true;
    const { server, domain } = renderFeature(<Page />, {
      signedIn: true,
      handlers: {
        ...handlers,
        getStudentInfo: (request) =>
          expired ? fail('100401', '登录状态已过期，请重新登录', 401) : handlers.getStudentInfo!(request),
        login: (request) => {
          expired = false;
          return handlers.login!(request);
        },
      },
    });
    expect(await screen.findByRole('dialog', { name: '用户登录' })).toBeInTheDocument();
    expect(domain.store.get(loginStatusAtom)).toBe('0');
    expect(await screen.findByText('登录状态已过期，请重新登录')).toBeInTheDocument();

    await logIn(user);
    expect(await screen.findByRole('heading', { name: '学生：张小明' })).toBeInTheDocument();
    const studentCalls = server.calls.filter((c) => c.name === 'getStudentInfo');
    expect(studentCalls.length).toBeGreaterThanOrEqual(2);
    expect(studentCalls.at(-1)?.headers.get('token')).toBe('token-after-login');
  });
});
