import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext } from '@zhiyuan/feature-testing';
import { SharedListPage } from './shared-list-page.tsx';
import { SHARE_TOKEN, sharedListHandlers } from './shared-list.test-support.ts';

const meta = {
  title: 'Features/Simulate/Shared list',
  component: SharedListPage,
  decorators: [withFeatureContext],
  parameters: {
    docs: {
      description: {
        component: [
          '/share/volunteer?token=…：学生分享给家长的志愿表——只读、无需登录：每个志愿及其招生代码、专业、服从调剂和录取预估，检查发现的问题，老师的评语，以及链接的有效期；“打印”可打印页面。未知、过期或已撤销的链接只说明这一点。',
          "/share/volunteer?token=…: the 志愿表 a student shared with their parents, read-only and without sign-in: each choice with its 招生代码, majors, 服从调剂 and estimate, what the checks found, the teacher's comments, and until when the link works; 打印 prints the page. An unknown, expired or revoked link says so and nothing else.",
        ].join('\n\n'),
      },
    },
    featureContext: {
      handlers: sharedListHandlers,
      signedIn: false,
      path: `/share/volunteer?token=${SHARE_TOKEN}`,
    },
  },
} satisfies Meta<typeof SharedListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a parent sees from a student's link: the list, its checks and the teacher's comment. */
export const Shared: Story = {};

/** A revoked or expired link. */
export const Unavailable: Story = {
  parameters: {
    featureContext: {
      handlers: sharedListHandlers,
      signedIn: false,
      path: `/share/volunteer?token=${'b'.repeat(43)}`,
    },
  },
};
