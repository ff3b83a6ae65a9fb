import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import type { LoginData, UserInfo } from '@zhiyuan/contracts';
import { getLoginStatus, getToken, setLoginStatus, setToken } from '../storage/cookies.ts';
import { generateRoutesAtom, routesAtom, staticRoutesAtom } from './permission.ts';
import {
  adminLoginAtom,
  adminLogoutAtom,
  authDialogAtom,
  avatarAtom,
  changeRolesAtom,
  closeLoginAtom,
  closeRegisterAtom,
  expireSessionAtom,
  fetchUserInfoAtom,
  introductionAtom,
  loginAlertAtom,
  loginAtom,
  loginStatusAtom,
  logoutAtom,
  nameAtom,
  openLoginAtom,
  openRegisterAtom,
  resetTokenAtom,
  rolesAtom,
  sessionServicesAtom,
  tokenAtom,
} from './session.ts';
import type { SessionServices } from './session.ts';
import { addViewAtom, cachedViewsAtom, visitedViewsAtom } from './tags-view.ts';

const loginData: LoginData = { token: 'tok-1', username: '张老师', file: '/avatar/1.png' };
const userInfo: UserInfo = {
  name: '张老师',
  file: '/avatar/2.png',
  roles: ['teacher', 'admin'],
  phone: '13800138000',
};

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

function setup(overrides: Partial<SessionServices> = {}) {
  const services = {
    login: vi.fn<SessionServices['login']>(async () => loginData),
    getUserInfo: vi.fn<SessionServices['getUserInfo']>(async () => userInfo),
    loginOut: vi.fn<SessionServices['loginOut']>(async () => undefined),
    switchRole: vi.fn<SessionServices['switchRole']>(async ({ role }) => ({ ...userInfo, roles: [role] })),
    notifySuccess: vi.fn<NonNullable<SessionServices['notifySuccess']>>(),
    ...overrides,
  };
  const store = createStore();
  store.set(sessionServicesAtom, services);
  return { store, services };
}

beforeEach(clearCookies);
afterEach(clearCookies);

describe('session: initial state', () => {
  it('starts signed out with empty fields when no cookies exist', () => {
    const { store } = setup();
    expect(store.get(tokenAtom)).toBe('');
    expect(store.get(loginStatusAtom)).toBe('0');
    expect([store.get(nameAtom), store.get(avatarAtom), store.get(introductionAtom)]).toEqual(['', '', '']);
    expect(store.get(rolesAtom)).toEqual([]);
    expect(store.get(loginAlertAtom)).toBe(0);
    expect(store.get(authDialogAtom)).toBeNull();
  });

  it('picks up the token and login status stored in cookies', () => {
    setToken('from-cookie');
    setLoginStatus('1');
    const { store } = setup();
    expect(store.get(tokenAtom)).toBe('from-cookie');
    expect(store.get(loginStatusAtom)).toBe('1');
  });

  it('refuses to act before the services are set', async () => {
    await expect(createStore().set(loginAtom, { phone: '13800138000', password: 'secret1' })).rejects.toThrow(
      '会话服务尚未配置',
    );
  });
});

describe('session: login', () => {
  it('public login stores token, status 1, name and avatar, in the store and the cookies', async () => {
    const { store, services } = setup();
    await store.set(loginAtom, { phone: '13800138000', password: 'secret1' });
    expect(services.login).toHaveBeenCalledWith({ phone: '13800138000', password: 'secret1' });
    expect(store.get(tokenAtom)).toBe('tok-1');
    expect(store.get(loginStatusAtom)).toBe('1');
    expect(store.get(nameAtom)).toBe('张老师');
    expect(store.get(avatarAtom)).toBe('/avatar/1.png');
    expect([getToken(), getLoginStatus()]).toEqual(['tok-1', '1']);
  });

  it('admin login sends clientType 2 and takes name from username, avatar from file', async () => {
    const { store, services } = setup();
    await store.set(adminLoginAtom, { phone: '13800138000', password: 'secret1' });
    expect(services.login).toHaveBeenCalledWith({ phone: '13800138000', password: 'secret1' }, 2);
    expect([
      store.get(tokenAtom),
      store.get(loginStatusAtom),
      store.get(nameAtom),
      store.get(avatarAtom),
    ]).toEqual(['tok-1', '1', '张老师', '/avatar/1.png']);
  });

  it('a failed login changes nothing and rejects', async () => {
    const { store } = setup({ login: async () => Promise.reject(new Error('手机号或密码错误')) });
    await expect(store.set(loginAtom, { phone: '13800138000', password: 'bad' })).rejects.toThrow(
      '手机号或密码错误',
    );
    expect([store.get(tokenAtom), store.get(loginStatusAtom)]).toEqual(['', '0']);
  });
});

describe('session: fetch user info', () => {
  it('sets status 1, the server roles, name, avatar and an empty introduction', async () => {
    const { store } = setup();
    await expect(store.set(fetchUserInfoAtom)).resolves.toEqual(userInfo);
    expect(store.get(loginStatusAtom)).toBe('1');
    expect(store.get(rolesAtom)).toEqual(['teacher', 'admin']);
    expect(store.get(nameAtom)).toBe('张老师');
    expect(store.get(avatarAtom)).toBe('/avatar/2.png');
    expect(store.get(introductionAtom)).toBe('');
  });

  it('rejects with 登录状态已过期，请重新登录！ when the answer has no data', async () => {
    const { store } = setup({ getUserInfo: async () => undefined });
    await expect(store.set(fetchUserInfoAtom)).rejects.toThrow('登录状态已过期，请重新登录！');
    expect(store.get(loginStatusAtom)).toBe('0');
    expect(store.get(rolesAtom)).toEqual([]);
  });
});

describe('session: logout', () => {
  it('admin logout, after the server call, shows 退出成功 for 5 s and clears token, roles, auth and routes', async () => {
    const { store, services } = setup();
    store.set(staticRoutesAtom, [{ path: '/home', name: 'Home' }]);
    await store.set(adminLoginAtom, { phone: '13800138000', password: 'secret1' });
    await store.set(fetchUserInfoAtom);
    store.set(generateRoutesAtom, store.get(rolesAtom));
    await store.set(adminLogoutAtom);
    expect(services.loginOut).toHaveBeenCalledOnce();
    expect(services.notifySuccess).toHaveBeenCalledWith('退出成功', 5000);
    expect(store.get(tokenAtom)).toBe('');
    expect(store.get(rolesAtom)).toEqual([]);
    expect(store.get(loginStatusAtom)).toBe('0');
    expect(getToken()).toBeUndefined();
    expect(store.get(routesAtom)).toEqual([]);
  });

  it('admin logout keeps the session when the server call fails', async () => {
    const { store, services } = setup({ loginOut: async () => Promise.reject(new Error('网络异常')) });
    await store.set(adminLoginAtom, { phone: '13800138000', password: 'secret1' });
    await expect(store.set(adminLogoutAtom)).rejects.toThrow('网络异常');
    expect(services.notifySuccess).not.toHaveBeenCalled();
    expect(store.get(tokenAtom)).toBe('tok-1');
  });

  it('public logout clears status and token at once and revokes the session with the old token', async () => {
    let release: () => void = () => undefined;
    const loginOut = vi.fn<SessionServices['loginOut']>(
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    const { store } = setup({ loginOut });
    await store.set(loginAtom, { phone: '13800138000', password: 'secret1' });
    const done = store.set(logoutAtom);
    expect(store.get(loginStatusAtom)).toBe('0');
    expect(store.get(tokenAtom)).toBe('');
    expect(getToken()).toBeUndefined();
    expect(loginOut).toHaveBeenCalledWith({
      silent: true,
      ignoreUnauthorized: true,
      headers: { token: 'tok-1' },
    });
    release();
    await done;
  });

  it('public logout ignores a failing server call', async () => {
    const { store } = setup({ loginOut: async () => Promise.reject(new Error('offline')) });
    await store.set(loginAtom, { phone: '13800138000', password: 'secret1' });
    await expect(store.set(logoutAtom)).resolves.toBeUndefined();
    expect(store.get(loginStatusAtom)).toBe('0');
  });

  it('reset token clears token, roles and stored auth without a server call', async () => {
    const { store, services } = setup();
    await store.set(loginAtom, { phone: '13800138000', password: 'secret1' });
    await store.set(fetchUserInfoAtom);
    store.set(resetTokenAtom);
    expect(store.get(tokenAtom)).toBe('');
    expect(store.get(rolesAtom)).toEqual([]);
    expect(getToken()).toBeUndefined();
    expect(store.get(loginStatusAtom)).toBe('0');
    expect(services.loginOut).not.toHaveBeenCalled();
  });

  it('an expired session sets status 0, clears the token and raises the login alert', async () => {
    const { store } = setup();
    await store.set(loginAtom, { phone: '13800138000', password: 'secret1' });
    store.set(openRegisterAtom);
    store.set(expireSessionAtom);
    expect(store.get(loginStatusAtom)).toBe('0');
    expect(getLoginStatus()).toBe('0');
    expect(store.get(tokenAtom)).toBe('');
    expect(store.get(loginAlertAtom)).toBe(1);
    expect(store.get(authDialogAtom)).toBe('login');
  });
});

describe('session: change roles', () => {
  it('asks the server, reloads the user info, regenerates routes and closes all tabs', async () => {
    const { store, services } = setup();
    const table = [{ path: '/dashboard', name: 'Dashboard', meta: { title: '首页', affix: true } }];
    store.set(staticRoutesAtom, table);
    await store.set(loginAtom, { phone: '13800138000', password: 'secret1' });
    store.set(addViewAtom, { path: '/dashboard', name: 'Dashboard', meta: { title: '首页', affix: true } });
    store.set(addViewAtom, { path: '/news', name: 'News', meta: { title: '公告' } });
    const info = await store.set(changeRolesAtom, 'editor');
    expect(services.switchRole).toHaveBeenCalledWith({ role: 'editor' });
    expect(info.roles).toEqual(['editor']);
    expect(store.get(rolesAtom)).toEqual(['editor']);
    expect(store.get(routesAtom)).toEqual(table);
    expect(store.get(visitedViewsAtom).map((v) => v.path)).toEqual(['/dashboard']);
    expect(store.get(cachedViewsAtom)).toEqual([]);
    // The token is the server's, never `<role>-token`.
    expect(store.get(tokenAtom)).toBe('tok-1');
  });

  it('leaves everything as it was when the server refuses the role', async () => {
    const { store } = setup({ switchRole: async () => Promise.reject(new Error('没有权限执行此操作')) });
    await store.set(loginAtom, { phone: '13800138000', password: 'secret1' });
    await store.set(fetchUserInfoAtom);
    await expect(store.set(changeRolesAtom, 'admin')).rejects.toThrow('没有权限');
    expect(store.get(rolesAtom)).toEqual(['teacher', 'admin']);
  });
});

describe('session: auth dialogs', () => {
  it('login alert 1 opens the login dialog; closing resets it to 0', () => {
    const { store } = setup();
    store.set(loginAlertAtom, 1);
    expect(store.get(authDialogAtom)).toBe('login');
    store.set(closeLoginAtom);
    expect(store.get(loginAlertAtom)).toBe(0);
    expect(store.get(authDialogAtom)).toBeNull();
    store.set(openLoginAtom);
    expect(store.get(loginAlertAtom)).toBe(1);
    store.set(loginAlertAtom, 0);
    expect(store.get(authDialogAtom)).toBeNull();
  });

  it('opening login closes register and vice versa', () => {
    const { store } = setup();
    store.set(openRegisterAtom);
    expect(store.get(authDialogAtom)).toBe('register');
    expect(store.get(loginAlertAtom)).toBe(0);
    store.set(openLoginAtom);
    expect(store.get(authDialogAtom)).toBe('login');
    store.set(openRegisterAtom);
    expect(store.get(authDialogAtom)).toBe('register');
    store.set(closeLoginAtom);
    expect(store.get(authDialogAtom)).toBe('register');
    store.set(closeRegisterAtom);
    expect(store.get(authDialogAtom)).toBeNull();
  });
});
