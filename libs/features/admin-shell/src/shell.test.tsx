// The shell's rules in jsdom with the real domain connection against a fake server: the menu follows the
// active role (a route a role may not see is neither shown nor reachable), the tags view (spec §4), the
// sidebar cookie and the size select.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role, UserInfo } from '@zhiyuan/contracts';
import { sizeAtom, staticRoutesAtom } from '@zhiyuan/domain';
import { accountHandlers, renderFeature } from '@zhiyuan/feature-testing';
import { createTestKeyPair } from '@zhiyuan/feature-testing/rsa';
import type { AdminRoute } from './admin-route.ts';
import { AdminLayout } from './components/admin-layout.tsx';

const page = (text: string) => () => <h1>{text}</h1>;

const table: AdminRoute[] = [
  {
    path: '/dashboard',
    name: 'Dashboard',
    meta: { title: '控制台', affix: true },
    component: page('控制台页'),
  },
  { path: '/notes', name: 'Notes', meta: { title: '笔记' }, component: page('笔记页') },
  { path: '/drafts', name: 'Drafts', meta: { title: '草稿', noCache: true }, component: page('草稿页') },
  { path: '/users', name: 'Users', meta: { title: '用户管理', roles: ['admin'] }, component: page('用户页') },
];

function userInfo(activeRole: Role, roles: Role[] = [activeRole]): UserInfo {
  return { name: '王老师', file: '', roles, phone: '13800138000', activeRole, mustChangePassword: false };
}

function renderShell(path: string, info: UserInfo) {
  const view = renderFeature(<AdminLayout />, {
    path,
    signedIn: true,
    handlers: {
      getUserInfo: () => info,
      switchRole: ({ body }) => ({ ...info, activeRole: (body as { role: Role }).role }),
    },
  });
  view.domain.store.set(staticRoutesAtom, table);
  return view;
}

const menu = () => screen.getByRole('navigation', { name: '后台菜单' });
const tabs = () => within(screen.getByRole('navigation', { name: '已打开的页面' })).getAllByRole('link');

describe('menu and permission routes', () => {
  it('shows an admin every route', async () => {
    renderShell('/dashboard', userInfo('admin'));
    expect(await screen.findByRole('heading', { name: '控制台页' })).toBeInTheDocument();
    expect(
      within(menu())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['控制台', '笔记', '草稿', '用户管理']);
  });

  it('hides from a teacher the routes of admins, and does not open them', async () => {
    renderShell('/users', userInfo('teacher'));
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '用户页' })).not.toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: '用户管理' })).not.toBeInTheDocument();
  });
});

describe('a password an admin reset', () => {
  it('must be changed before any page opens, and then the pages open', async () => {
    const user = userEvent.setup();
    const keys = createTestKeyPair();
    const info = { ...userInfo('editor'), mustChangePassword: true };
    const view = renderFeature(<AdminLayout />, {
      path: '/notes',
      signedIn: true,
      handlers: {
        ...accountHandlers(),
        getPublicKey: () => ({ publicKey: keys.publicKey }),
        getUserInfo: () => info,
      },
    });
    view.domain.store.set(staticRoutesAtom, table);
    expect(await screen.findByRole('heading', { name: '请先修改密码' })).toBeInTheDocument();
    expect(screen.getByText('管理员已重置你的密码。设置新密码后才能使用后台。')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '后台菜单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '笔记页' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^原密码/), 'temporary1');
    await user.type(screen.getByLabelText(/^新密码/), 'mine-2026');
    await user.type(screen.getByLabelText(/^确认新密码/), 'mine-2026');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByRole('heading', { name: '笔记页' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: '笔记' })).toBeInTheDocument();
    const body = view.server.calls.find((c) => c.name === 'updatePassword')?.body as Record<string, string>;
    expect(keys.decrypt(body.newPassword ?? '')).toBe('mine-2026');
  });
});

describe('tags view', () => {
  it('opens the affixed tab first, adds a path once, and keeps the affixed tab on close all', async () => {
    const user = userEvent.setup();
    renderShell('/notes', userInfo('admin'));
    await screen.findByRole('heading', { name: '笔记页' });
    expect(tabs().map((t) => t.textContent)).toEqual(['控制台', '笔记']);
    await user.click(within(menu()).getByRole('link', { name: '笔记' }));
    await user.click(within(menu()).getByRole('link', { name: '草稿' }));
    expect(tabs().map((t) => t.textContent)).toEqual(['控制台', '笔记', '草稿']);
    expect(screen.queryByRole('button', { name: '关闭 控制台' })).not.toBeInTheDocument();

    await user.pointer({ keys: '[MouseRight]', target: tabs()[1]! });
    const contextMenu = screen.getByRole('menu', { name: '标签操作' });
    await user.click(within(contextMenu).getByRole('menuitem', { name: '关闭其他' }));
    expect(tabs().map((t) => t.textContent)).toEqual(['控制台', '笔记']);
    expect(await screen.findByRole('heading', { name: '笔记页' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: '关闭 笔记' }));
    expect(tabs().map((t) => t.textContent)).toEqual(['控制台']);
    expect(await screen.findByRole('heading', { name: '控制台页' })).toBeVisible();
  });

  it('keeps a visited page alive (hidden) unless its route says noCache', async () => {
    const user = userEvent.setup();
    renderShell('/notes', userInfo('admin'));
    await screen.findByRole('heading', { name: '笔记页' });
    await user.click(within(menu()).getByRole('link', { name: '草稿' }));
    await screen.findByRole('heading', { name: '草稿页' });
    await user.click(within(menu()).getByRole('link', { name: '控制台' }));
    await screen.findByRole('heading', { name: '控制台页' });
    // 笔记 stays mounted but hidden; 草稿 (noCache) is gone.
    expect(screen.getByText('笔记页', { selector: 'h1' })).not.toBeVisible();
    expect(screen.queryByText('草稿页', { selector: 'h1' })).not.toBeInTheDocument();
  });
});

describe('sidebar and size', () => {
  it('remembers the sidebar as 1/0 in a cookie, open by default', async () => {
    const user = userEvent.setup();
    document.cookie = 'sidebarStatus=; max-age=0; path=/';
    renderShell('/dashboard', userInfo('admin'));
    const sidebar = await screen.findByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-state', 'open');
    expect(sidebar).toHaveStyle({ width: '210px' });
    await user.click(screen.getByRole('button', { name: '收起侧边栏' }));
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    expect(document.cookie).toContain('sidebarStatus=0');
    await user.click(screen.getByRole('button', { name: '展开侧边栏' }));
    expect(document.cookie).toContain('sidebarStatus=1');
  });

  it('sets the size from the select, in Chinese, medium by default', async () => {
    const user = userEvent.setup();
    document.cookie = 'size=; max-age=0; path=/';
    const { domain } = renderShell('/dashboard', userInfo('admin'));
    const select = await screen.findByRole('combobox', { name: '布局大小' });
    expect(select).toHaveTextContent('中等');
    await user.click(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['默认', '中等', '小型', '迷你']);
    await user.click(screen.getByRole('option', { name: '小型' }));
    expect(domain.store.get(sizeAtom)).toBe('small');
    expect(document.cookie).toContain('size=small');
  });
});
