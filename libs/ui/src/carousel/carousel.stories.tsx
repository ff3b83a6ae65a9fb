import type { Meta, StoryObj } from '@storybook/react-vite';
import { Carousel, type CarouselItem } from './carousel.tsx';

/** A self-contained placeholder picture, so that stories and tests need no image files. */
function picture(text: string, fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="375"><rect width="100%" height="100%" fill="${fill}"/><text x="50%" y="50%" fill="white" font-size="48" text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const sampleItems: CarouselItem[] = [
  {
    imageUrl: picture('2025 高考志愿填报指南', 'steelblue'),
    url: 'https://example.com/guide',
    alt: '2025 高考志愿填报指南',
  },
  { imageUrl: picture('强基计划招生简章', 'seagreen'), url: '', alt: '强基计划招生简章' },
  {
    imageUrl: picture('模拟填报开放', 'darkslateblue'),
    url: 'https://example.com/simulate',
    title: '模拟填报开放',
  },
];

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { items: sampleItems },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three slides, the first and third are links, the second only an image; turns every 5 seconds. */
export const Default: Story = {};

export const SingleItem: Story = { args: { items: sampleItems.slice(0, 1) } };

export const WithoutLinks: Story = {
  args: { items: sampleItems.map((item) => ({ ...item, url: '' })) },
};

export const FastInterval: Story = { args: { interval: 2000 } };

export const CustomHeight: Story = { args: { height: 240, label: '新闻图片' } };

export const Empty: Story = { args: { items: [] } };
