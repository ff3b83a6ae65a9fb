// The back office shell's parts with their docs pages (autodocs, on for every story file in
// .storybook/preview.tsx): the sidebar (menu from the route table), the navbar, the tags view and the
// settings panel.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext } from '@zhiyuan/feature-testing';
import type { AdminRoute } from '../admin-route.ts';
import { Navbar } from './navbar.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { Sidebar } from './sidebar.tsx';
import { TagsView } from './tags-view.tsx';

const page = () => null;
const routes: AdminRoute[] = [
  {
    path: '/dashboard',
    name: 'Dashboard',
    meta: { title: '控制台', icon: 'dashboard', affix: true },
    component: page,
  },
  { path: '/users', name: 'Users', meta: { title: '用户管理', icon: 'users' }, component: page },
  {
    path: '/logs',
    meta: { title: '日志', icon: 'logs' },
    children: [
      { path: '/logs/audit', name: 'AuditLog', meta: { title: '操作日志', icon: 'logs' }, component: page },
      { path: '/logs/sms', name: 'SmsLog', meta: { title: '短信记录', icon: 'sms' }, component: page },
    ],
  },
];

const meta = {
  title: 'Features/AdminShell',
  component: Sidebar,
  decorators: [withFeatureContext],
  args: { routes },
  parameters: {
    docs: {
      description: {
        component: [
          '后台外壳的侧边栏：展开时宽 210 px，桌面端收起时只显示图标（54 px），移动设备（992 px 以下）收起时隐藏，展开时覆盖在页面上，点击遮罩即关闭。菜单由当前角色可见的路由生成，隐藏的路由不出现。同一文件还有外壳的导航栏、标签栏和设置面板。',
          "The sidebar of the back office shell: 210 px wide when open, icons only (54 px) when closed on a desktop, hidden when closed on a mobile device (under 992 px), where the open sidebar lies over the page with a shade that closes it. The menu is generated from the routes the active role may see; hidden routes stay out of it. The same file shows the shell's navbar, tags view and settings panel.",
        ].join('\n\n'),
      },
    },
    featureContext: { signedIn: true, path: '/users' },
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sidebar, 210 px, with the menu of the routes given (already filtered by role). */
export const SidebarMenu: Story = {};

/** The tags view: the affixed 控制台 and the page shown; right-click a tab for 刷新 / 关闭 / 关闭其他 / 全部关闭. */
export const Tags: Story = { render: () => <TagsView routes={routes} /> };

/** The navbar: toggle, breadcrumb, fullscreen, size, settings and the avatar menu. */
export const NavbarBar: Story = {
  render: () => (
    <Navbar
      breadcrumb={[
        { title: '首页', to: '/home' },
        { title: '用户管理', to: null },
      ]}
      onOpenSettings={() => undefined}
      onLogout={() => undefined}
    />
  ),
};

/** The settings panel: theme colour, tags view, fixed header, sidebar logo. */
export const Settings: Story = {
  render: () => <SettingsPanel open onOpenChange={() => undefined} />,
  // In a frame of its own on the docs page, which the open panel would otherwise cover.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
};
