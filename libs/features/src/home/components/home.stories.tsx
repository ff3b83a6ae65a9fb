import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentHandlers, siteConfigFixture } from '../../testing/content-fixtures.ts';
import { withFeatureContext } from '../../testing/feature-decorator.tsx';
import { fail } from '../../testing/fake-server.ts';
import { BatchLinesCard } from './batch-lines-card.tsx';
import { HomeCarousel } from './home-carousel.tsx';
import { RankLookupBox } from './rank-lookup-box.tsx';

const never = () => new Promise<never>(() => undefined);

const meta = {
  title: 'Features/Home',
  component: BatchLinesCard,
  decorators: [withFeatureContext],
  parameters: { featureContext: { handlers: contentHandlers, path: '/home' } },
} satisfies Meta<typeof BatchLinesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The carousel: three banners, the second a link opening in a new tab. */
export const Carousel: Story = { render: () => <HomeCarousel /> };

/** Batch lines: 2026's are not out yet, so 2025's (示例数据). */
export const BatchLines: Story = {};

/** Batch lines of the current year (2024 here). */
export const BatchLinesCurrentYear: Story = {
  parameters: {
    featureContext: {
      handlers: () => contentHandlers({ siteConfig: { ...siteConfigFixture, currentYear: 2024 } }),
    },
  },
};

/** Batch lines loading. */
export const BatchLinesLoading: Story = {
  parameters: { featureContext: { handlers: () => ({ ...contentHandlers(), listScoreLines: never }) } },
};

/** Batch lines failed to load. */
export const BatchLinesFailed: Story = {
  parameters: {
    featureContext: {
      handlers: () => ({ ...contentHandlers(), listScoreLines: () => fail('100500', '服务器繁忙', 500) }),
    },
  },
};

/** No batch lines at all. */
export const BatchLinesEmpty: Story = {
  parameters: { featureContext: { handlers: () => contentHandlers({ scoreLines: [] }) } },
};

/** The rank lookup box: type a score (e.g. 600) and 查询位次. */
export const RankLookup: Story = { render: () => <RankLookupBox className="max-w-md" /> };
