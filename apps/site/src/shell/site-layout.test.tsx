import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_STATUS_COOKIE, TOKEN_COOKIE } from '@zhiyuan/domain';
import { renderApp } from '../test/render-app.tsx';

afterEach(() => {
  Cookies.remove(LOGIN_STATUS_COOKIE);
  Cookies.remove(TOKEN_COOKIE);
});

const mainNav = () => screen.getByRole('navigation', { name: '主导航' });

describe('site shell', () => {
  it('redirects / to /home and titles the page "首页 - site title"', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: '高考志愿填报', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    await waitFor(() => expect(document.title).toBe('首页 - 高考志愿填报系统'));
  });

  it('shows the nine navigation items in the spec order with the logo in the centre', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    const links = within(mainNav()).getAllByRole('link');
    const names = links.map(
      (l) => l.getAttribute('aria-label') ?? l.textContent?.replace('（在新标签页打开）', ''),
    );
    expect(names).toEqual([
      '返回首页', // the mobile header's logo comes first in the DOM
      '首页',
      '高考公告',
      '院校介绍',
      '找学校',
      '返回首页',
      '找专业',
      '模拟填报',
      '大数据查询',
      '我的收藏',
    ]);
  });

  it('reaches the site’s own 找专业, 批次线, 一分一段, 选科查询, 院校对比 and 专业对比 from the header of every page', async () => {
    for (const path of ['/home', '/news/news-detail']) {
      const view = renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      const tools = screen.getByRole('navigation', { name: '数据查询' });
      expect(within(tools).getByRole('link', { name: '找专业' })).toHaveAttribute('href', '/data/subject');
      expect(within(tools).getByRole('link', { name: '批次线' })).toHaveAttribute('href', '/data/line');
      expect(within(tools).getByRole('link', { name: '一分一段' })).toHaveAttribute(
        'href',
        '/data/orderLine',
      );
      expect(within(tools).getByRole('link', { name: '选科查询' })).toHaveAttribute(
        'href',
        '/data/electives',
      );
      view.unmount();
    }
  });

  it('opens the two external links in a new tab without opener', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    for (const name of [/院校介绍/, /^找专业/]) {
      const link = within(mainNav()).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('marks the item of the current path as active', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(within(mainNav()).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: '高考公告' })).not.toHaveAttribute('aria-current');
  });

  it('sends an unknown path to the 404 page, whose button leads home', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    await waitFor(() => expect(document.title).toBe('页面不存在 - 高考志愿填报系统'));
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: '返回首页' }));
    expect(await screen.findByRole('heading', { name: '高考志愿填报', level: 1 })).toBeInTheDocument();
  });

  it('shows the breadcrumb with the home entry on inner pages but not on home', async () => {
    renderApp('/error/401');
    expect(await screen.findByRole('heading', { name: '401' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(crumbs).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
    expect(within(crumbs).getByText('没有访问权限')).toHaveAttribute('aria-current', 'page');
  });

  it('offers sign-in on the 401 page, opening the login dialog', async () => {
    const user = userEvent.setup();
    renderApp('/401');
    await screen.findByRole('heading', { name: '401' });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('dialog', { name: '用户登录' })).toBeInTheDocument();
  });

  it('offers 登录 and 注册 when signed out, which open their dialogs', async () => {
    const user = userEvent.setup();
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    const bar = screen.getByRole('region', { name: '顶部操作栏' });
    expect(within(bar).queryByRole('button', { name: '退出' })).not.toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: '登录' }));
    const login = await screen.findByRole('dialog', { name: '用户登录' });
    expect(within(login).getByRole('textbox', { name: '手机号码' })).toBeInTheDocument();
    // Closed with its 关闭 button (Escape is the Dialog's own test, libs/ui): a busy machine lost the key here.
    await user.click(within(login).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(bar).getByRole('button', { name: '注册' }));
    expect(await screen.findByRole('dialog', { name: '用户注册' })).toBeInTheDocument();
  });

  it('makes 登录 and 注册 plain forms to their pages, for a tap before the page has hydrated', async () => {
    renderApp('/data/line?year=2026');
    await screen.findByRole('heading', { level: 1 });
    const bar = screen.getByRole('region', { name: '顶部操作栏' });
    const login = within(bar).getByRole('button', { name: '登录' });
    const register = within(bar).getByRole('button', { name: '注册' });
    expect(login).toHaveAttribute('type', 'submit');
    expect(login.closest('form')).toHaveAttribute('action', '/login');
    expect(login.closest('form')).toHaveAttribute('method', 'get');
    expect(Object.fromEntries(new FormData(login.closest('form')!))).toEqual({
      redirect: '/data/line?year=2026',
    });
    expect(register.closest('form')).toHaveAttribute('action', '/user/register');
    expect(register.closest('form')).toHaveAttribute('method', 'get');
  });

  it('offers the personal centre and 退出 when signed in; 退出 clears the session and goes home', async () => {
    Cookies.set(LOGIN_STATUS_COOKIE, '1');
    Cookies.set(TOKEN_COOKIE, 'abc');
    const user = userEvent.setup();
    const { router } = renderApp('/404');
    await screen.findByRole('heading', { name: '404' });
    const bar = screen.getByRole('region', { name: '顶部操作栏' });
    expect(within(bar).getByRole('link', { name: /个人中心/ })).toHaveAttribute('href', '/user/user-profile');
    await user.click(within(bar).getByRole('button', { name: '退出' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(Cookies.get(LOGIN_STATUS_COOKIE)).toBe('0');
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(within(bar).getByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('refreshes a page through /redirect/ and keeps its query', async () => {
    const { router } = renderApp('/redirect/error/404?from=test');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/404');
    expect(router.state.location.search).toBe('?from=test');
  });
});
