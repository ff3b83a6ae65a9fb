import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext, accountHandlers } from '@zhiyuan/feature-testing';
import { ProfileCenter } from './profile-center.tsx';

const meta = {
  title: 'Features/Profile/ProfileCenter',
  decorators: [withFeatureContext],
  component: ProfileCenter,
  // The app hands in 我的收藏 (the favourites feature's); the stories show where it goes.
  args: { favourites: <p className="text-sm text-muted-foreground">我的收藏（由应用放入收藏功能的面板）</p> },
  parameters: {
    docs: {
      description: {
        component: [
          '个人中心（/user/user-profile、/profile/index）：当前登录的用户和六个标签页——学生信息、成绩、我的班级、我的收藏、修改密码、绑定手机。打开的标签页保存在 URL 中（`?tab=favourites`），可以链接、刷新后保留。须放在 RequireLogin 里渲染；“我的收藏”属于 favourites 功能，由应用传入（`favourites`）。',
          'The personal centre (/user/user-profile, /profile/index): who is signed in, and six tabs: 学生信息, 成绩, 我的班级, 我的收藏, 修改密码, 绑定手机. The open tab lives in the URL (`?tab=favourites`) so it can be linked to and survives a reload. Render it inside RequireLogin: every call here needs a session. 我的收藏 belongs to the favourites feature: the app hands it in (`favourites`).',
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: accountHandlers, signedIn: true, path: '/user/user-profile' },
  },
} satisfies Meta<typeof ProfileCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student who filled everything in: info and three exam results. */
export const Student: Story = {};

/** Open on 成绩. */
export const Scores: Story = {
  parameters: {
    featureContext: { handlers: accountHandlers, signedIn: true, path: '/user/user-profile?tab=scores' },
  },
};

/** No comment yet and no saved list to share. */
const followUpHandlers = () => ({
  listMyComments: () => ({ total: 0, items: [] }),
  listVolunteerTables: () => [],
});

/** Open on 我的班级, not in a class yet: the form to join with the 班主任's code. */
export const JoinClass: Story = {
  parameters: {
    featureContext: {
      handlers: () => ({ ...accountHandlers(), ...followUpHandlers(), getMyClass: () => null }),
      signedIn: true,
      path: '/user/user-profile?tab=class',
    },
  },
};

/** Open on 我的班级, in a class. */
export const InClass: Story = {
  parameters: {
    featureContext: {
      handlers: () => ({
        ...accountHandlers(),
        ...followUpHandlers(),
        getMyClass: () => ({
          id: 1,
          name: '高三（1）班',
          graduationYear: 2026,
          teacherName: '张老师',
          joinedAt: '2026-03-02T08:00:00.000Z',
        }),
      }),
      signedIn: true,
      path: '/user/user-profile?tab=class',
    },
  },
};

/** Open on 我的收藏. */
export const Favourites: Story = {
  parameters: {
    featureContext: { handlers: accountHandlers, signedIn: true, path: '/user/user-profile?tab=favourites' },
  },
};

/** A new account: nothing saved yet. */
export const NewAccount: Story = {
  parameters: {
    featureContext: {
      handlers: () => accountHandlers({ studentInfo: null, results: [], favourites: [] }),
      signedIn: true,
    },
  },
};
