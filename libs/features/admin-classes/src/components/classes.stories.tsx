import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext } from '@zhiyuan/feature-testing';
import { ClassesPage } from './classes-page.tsx';
import { ClassDeskPage } from './class-desk-page.tsx';
import { adminClassesHandlers } from './classes.test-support.ts';

const meta = {
  title: 'Features/Admin classes',
  component: ClassesPage,
  decorators: [withFeatureContext],
  parameters: { featureContext: { handlers: () => adminClassesHandlers() } },
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
