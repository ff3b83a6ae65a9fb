import type { Meta, StoryObj } from '@storybook/react-vite';
import { scoreLinesFixture, siteConfigFixture } from '@zhiyuan/feature-testing/data-fixtures';
import type { ChartOption } from './chart-types.ts';
import { yearTrendOption, yearTrendTable, type YearTrendInput } from './chart-options.ts';
import { EChart } from './echart.tsx';

const years = [2021, 2022, 2023, 2024, 2025];
const physics = scoreLinesFixture.filter((l) => l.category === '理科' || l.category === '物理类');
const names = [...new Set(physics.map((l) => l.batch))];
const trend: YearTrendInput = {
  years,
  series: names.map((name) => ({
    name,
    values: years.map((y) => physics.find((l) => l.year === y && l.batch === name)?.score ?? null),
  })),
  valueName: '分数线',
  unit: '分',
};

const bars: ChartOption = {
  xAxis: { type: 'category', data: siteConfigFixture.years.map((y) => String(y.year)) },
  yAxis: { type: 'value', name: '人数' },
  tooltip: { trigger: 'axis' },
  series: [{ type: 'bar', name: '考生人数', data: [102311, 104876, 103422, 105930, 104495] }],
};

const meta = {
  title: 'Features/Shared/EChart',
  component: EChart,
  args: {
    option: yearTrendOption(trend),
    label: '物理类 / 理科历年批次线走势',
    table: yearTrendTable(trend, '物理类 / 理科历年批次线（分）', '年份'),
  },
  parameters: {
    docs: {
      description: {
        component: [
          'ECharts 图表，首次使用时才加载 ECharts。三重无障碍：图形是一张以 `label` 命名的图片（role="img"）；数据是一张屏幕阅读器总能找到、任何人都可用“查看数据表”显示的表格（`table`）；图表画不出来时改为显示表格。ECharts 下载期间用骨架占位；图表随容器尺寸和主题色变化。',
          'A chart drawn by ECharts, loaded on first use. Accessible in three ways: the drawing is one image named by `label` (role="img"); its data is a table (`table`) that screen readers always find and that anyone can show with 查看数据表; and where the chart cannot be drawn the table is shown instead. A skeleton stands in while ECharts downloads; the chart follows its container\'s size and the theme colour.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof EChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Batch lines across the reform: 本科一批 ends in 2024, 本科批 starts in 2025. */
export const TrendAcrossYears: Story = {};

/** A bar chart in the theme colour (change it from the toolbar). */
export const Bars: Story = {
  args: {
    option: bars,
    label: '历年物理类考生人数',
    table: {
      caption: '历年物理类考生人数',
      columns: [
        { key: 'year', title: '年份' },
        { key: 'count', title: '人数', align: 'right' },
      ],
      rows: [2021, 2022, 2023, 2024, 2025].map((year, i) => ({
        year,
        count: [102311, 104876, 103422, 105930, 104495][i] ?? null,
      })),
    },
    height: 260,
  },
};

/** The data table shown from the start. */
export const WithTable: Story = { args: { defaultShowTable: true } };
