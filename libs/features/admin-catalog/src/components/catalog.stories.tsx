import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext } from '@zhiyuan/feature-testing';
import { catalogHandlers } from './catalog.test-support.ts';
import { CollegeCatalogPage } from './college-catalog-page.tsx';
import { MajorCatalogPage } from './major-catalog-page.tsx';

const meta = {
  title: 'Features/Admin catalog',
  component: CollegeCatalogPage,
  decorators: [withFeatureContext],
  parameters: { featureContext: { handlers: () => catalogHandlers() } },
} satisfies Meta<typeof CollegeCatalogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 院校库: the search and the colleges with what staff have filled in. */
export const Colleges: Story = {};

/** 专业库: find a major by its code. */
export const Majors: Story = { render: () => <MajorCatalogPage /> };
