import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext } from '@zhiyuan/feature-testing';
import { ClassesPage } from './classes-page.tsx';
import { ClassDeskPage } from './class-desk-page.tsx';
import { adminClassesHandlers } from './classes.test-support.ts';

const meta = {
  title: 'Features/Admin classes',
  component: ClassesPage,
  decorators: [withFeatureContext],
  parameters: {
    docs: {
      description: {
        component: [
          '后台的“班级”：教师的班级（管理员可见全部班级）及其加入码，每个班级的班级工作台链接、编辑（表单替换新增表单）和确认后“重新生成加入码”；下方的表单用于新建班级。',
          "班级 in the back office: the teacher's classes (an admin: every class) with their join codes, a link to each class's desk, 编辑 (the form in place of the add form) and 重新生成加入码 after a confirmation; the form below creates a class.",
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: () => adminClassesHandlers() },
  },
} satisfies Meta<typeof ClassesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A teacher's two classes with their join codes, and the form for a new one. */
export const Classes: Story = {};

/** No class yet. */
export const NoClasses: Story = {
  parameters: { featureContext: { handlers: () => adminClassesHandlers([]) } },
};

/** 班级工作台: the student whose list has no 保 first, then the one without a list. */
export const Desk: Story = {
  render: () => <ClassDeskPage />,
  parameters: { featureContext: { handlers: () => adminClassesHandlers(), path: '/classes/desk?id=1' } },
};
