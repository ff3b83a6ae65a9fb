import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext } from '@zhiyuan/feature-testing';
import { SiteSettingsPage } from './site-settings-page.tsx';
import { settingsData, siteSettingsHandlers } from './site-settings.test-support.ts';

const meta = {
  title: 'Features/Admin site settings',
  component: SiteSettingsPage,
  decorators: [withFeatureContext],
  parameters: {
    docs: {
      description: {
        component: [
          '“站点设置”（管理员）：`npm run cli -- site:set` 能设置的一切，合成一个表单——学校名称、网站标题、页脚联系方式、版权和备案号、两个二维码（上传图片）和两个外部导航链接。留空表示使用默认值（显示在字段下方）。发送前按契约的 schema 校验，错误显示在对应字段旁；保存后立即生效。',
          "站点设置 (admins): everything `npm run cli -- site:set` sets, as one form: school name, site title, footer contact line, copyright and filing number, the two QR codes (uploaded pictures) and the two external navigation links. Empty texts mean the default (shown under the field). Checked with the contract's schema before sending, every error beside its field; a save reaches the site at once.",
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: () => siteSettingsHandlers() },
  },
} satisfies Meta<typeof SiteSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set yet: every field empty, the defaults named under them. */
export const Defaults: Story = {};

/** A school's own settings. */
export const Filled: Story = {
  parameters: {
    featureContext: {
      handlers: () =>
        siteSettingsHandlers(
          settingsData({ schoolName: '呼和浩特市第二中学', contactLine: '教务处 0471-1234567' }),
        ),
    },
  },
};
