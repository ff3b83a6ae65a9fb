import type { Meta, StoryObj } from '@storybook/react-vite';
import { User } from 'lucide-react';
import { Breadcrumb } from './breadcrumb.tsx';

const meta = {
  title: 'UI/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { title: '首页', href: '/home', icon: <User /> },
      { title: '查学校', href: '/data/colleges' },
      { title: '院校详情' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A middle entry without href (a noRedirect route) is plain text. */
export const WithPlainMiddle: Story = {
  args: {
    items: [
      { title: '首页', href: '/home', icon: <User /> },
      { title: '大数据' },
      { title: '大数据查询', href: '/data-search/data-search' },
    ],
  },
};

export const SingleItem: Story = { args: { items: [{ title: '首页', href: '/home', icon: <User /> }] } };

/** Links rendered by the app's own link component (here one that marks itself). */
export const CustomLink: Story = {
  args: {
    renderLink: ({ href, className, children }) => (
      <a href={`#${href}`} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
};

export const CustomSeparator: Story = { args: { separator: '/' } };
