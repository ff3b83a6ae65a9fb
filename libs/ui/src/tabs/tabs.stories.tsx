import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { defaultValue: 'science' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="科类">
        <TabsTrigger value="science">理科</TabsTrigger>
        <TabsTrigger value="arts">文科</TabsTrigger>
        <TabsTrigger value="mongolian" disabled>
          蒙授
        </TabsTrigger>
      </TabsList>
      <TabsContent value="science">理科批次线</TabsContent>
      <TabsContent value="arts">文科批次线</TabsContent>
      <TabsContent value="mongolian">蒙授批次线</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondSelected: Story = { args: { defaultValue: 'arts' } };

function ControlledTabs() {
  const [value, setValue] = useState('physics');
  return (
    <Tabs value={value} onValueChange={setValue}>
      <TabsList aria-label="首选科目">
        <TabsTrigger value="physics">物理类</TabsTrigger>
        <TabsTrigger value="history">历史类</TabsTrigger>
      </TabsList>
      <TabsContent value="physics">物理类分数线</TabsContent>
      <TabsContent value="history">历史类分数线</TabsContent>
      <p>当前：{value}</p>
    </Tabs>
  );
}

export const Controlled: Story = { render: () => <ControlledTabs /> };

/** More tabs than a phone's width: the row scrolls sideways, with no vertical scrollbar. */
export const Scrollable: Story = {
  render: () => (
    <div style={{ width: 280 }}>
      <Tabs defaultValue="info">
        <TabsList aria-label="个人中心栏目" scrollable className="gap-3">
          <TabsTrigger value="info">学生信息</TabsTrigger>
          <TabsTrigger value="scores">我的成绩</TabsTrigger>
          <TabsTrigger value="lists">我的志愿表</TabsTrigger>
          <TabsTrigger value="favourites">我的收藏</TabsTrigger>
          <TabsTrigger value="password">修改密码</TabsTrigger>
        </TabsList>
        <TabsContent value="info">学生信息</TabsContent>
        <TabsContent value="scores">我的成绩</TabsContent>
        <TabsContent value="lists">我的志愿表</TabsContent>
        <TabsContent value="favourites">我的收藏</TabsContent>
        <TabsContent value="password">修改密码</TabsContent>
      </Tabs>
    </div>
  ),
};
