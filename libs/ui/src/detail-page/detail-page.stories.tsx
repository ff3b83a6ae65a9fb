import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { DetailFact, DetailLoading, DetailNotFound, DetailOverview, DetailPage } from './detail-page.tsx';

// The docs page's description is the JSDoc of DetailOverview (detail-page.tsx), in Chinese and English: the
// overview card, and how DetailPage, DetailLoading and DetailNotFound complete a detail page.
const meta = {
  title: 'UI/DetailPage',
  component: DetailOverview,
  args: {
    title: '内蒙古大学',
    introHeading: '院校简介',
    intro: '内蒙古大学是内蒙古自治区第一所综合性大学。',
    badges: (
      <span className="inline-flex gap-1">
        <Badge variant="warning">211</Badge>
        <Badge>双一流</Badge>
      </span>
    ),
    actions: <Button variant="outline">收藏</Button>,
    children: (
      <>
        <DetailFact term="院校代码">4115010126</DetailFact>
        <DetailFact term="所在地">内蒙古 · 呼和浩特市</DetailFact>
        <DetailFact term="办学层次">本科</DetailFact>
        <DetailFact term="办学性质">公办</DetailFact>
      </>
    ),
  },
} satisfies Meta<typeof DetailOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overview of a college. */
export const Overview: Story = {};

/** Longer terms (专业详情). */
export const WideTerms: Story = {
  args: {
    title: '计算机科学与技术',
    introHeading: '专业介绍',
    intro: '暂无介绍。',
    wideTerms: true,
    badges: undefined,
    children: (
      <>
        <DetailFact term="专业代码">080901</DetailFact>
        <DetailFact term="学位授予门类">工学</DetailFact>
      </>
    ),
  },
};

/** The whole page: the overview and a section under it. */
export const Page: Story = {
  render: (args) => (
    <DetailPage>
      <DetailOverview {...args} />
      <section aria-labelledby="majors-heading">
        <h2 id="majors-heading" className="text-lg font-medium">
          开设专业
        </h2>
      </section>
    </DetailPage>
  ),
};

/** While the page's data loads. */
export const Loading: Story = { render: () => <DetailLoading title="院校详情" /> };

/** An unknown id. */
export const NotFound: Story = {
  render: () => (
    <DetailNotFound
      title="院校不存在"
      description="没有找到这所院校，它可能已从名单中移除，或者链接有误。"
      action={<Button variant="primary">返回找学校</Button>}
    />
  ),
};
