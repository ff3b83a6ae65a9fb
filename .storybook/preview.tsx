// Every story renders inside the providers an app gives its pages: the ui stylesheet, the global size and the
// theme colour (both switchable from the toolbar) and one <Toaster />. A story that mounts its own Toaster sets
// `parameters: { toaster: 'story' }` so that toasts are not shown twice.
import type { Decorator, Preview } from '@storybook/react-vite';
import {
  DEFAULT_SIZE,
  DEFAULT_THEME_COLOR,
  isSize,
  setThemeColor,
  SizeProvider,
  SIZES,
  Toaster,
} from '@zhiyuan/ui';
import './storybook.css';
import { useEffect } from 'react';

const SIZE_TITLES = { default: '默认', medium: '中等', small: '小型', mini: '超小' } as const;

/** Applies the toolbar's theme colour to the document, as the app does from the settings panel. */
function ThemeColor({ color }: { color: string }) {
  useEffect(() => {
    setThemeColor(color);
  }, [color]);
  return null;
}

/**
 * The description of a docs page: the component's JSDoc (react-docgen), whose Chinese paragraph is wrapped
 * like the English one. Markdown turns a line break into a space, which Chinese does not put between
 * characters nor after its full-width punctuation: those line breaks are joined up.
 */
function componentDescription(component: unknown): string {
  const docgen = (component as { __docgenInfo?: { description?: string } } | null | undefined)?.__docgenInfo;
  return (docgen?.description ?? '')
    .replace(/(?<=[\u3000-\u303f\uff00-\uffef])\n(?!\n)/g, '')
    .replace(/(?<=[\u4e00-\u9fff])\n(?=[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef])/g, '');
}

const withAppProviders: Decorator = (Story, context) => {
  const size = isSize(context.globals.size) ? context.globals.size : DEFAULT_SIZE;
  const color =
    typeof context.globals.themeColor === 'string' ? context.globals.themeColor : DEFAULT_THEME_COLOR;
  return (
    <SizeProvider size={size}>
      <ThemeColor color={color} />
      <Story />
      {context.parameters.toaster !== 'story' && <Toaster />}
    </SizeProvider>
  );
};

const preview: Preview = {
  // Every story file gets a 文档/Docs page: the component's bilingual JSDoc, its props table and its stories.
  tags: ['autodocs'],
  decorators: [withAppProviders],
  globalTypes: {
    themeColor: {
      description: '主题色',
      toolbar: {
        title: '主题色',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          { value: DEFAULT_THEME_COLOR, title: `默认 ${DEFAULT_THEME_COLOR}` },
          { value: '#13c2c2', title: '青色 #13c2c2' },
          { value: '#722ed1', title: '紫色 #722ed1' },
          { value: '#f5222d', title: '红色 #f5222d' },
          { value: '#fadb14', title: '黄色 #fadb14' },
        ],
      },
    },
    size: {
      description: '组件尺寸',
      toolbar: {
        title: '尺寸',
        icon: 'ruler',
        dynamicTitle: true,
        items: SIZES.map((value) => ({ value, title: SIZE_TITLES[value] })),
      },
    },
  },
  initialGlobals: { themeColor: DEFAULT_THEME_COLOR, size: DEFAULT_SIZE },
  parameters: {
    layout: 'padded',
    docs: { extractComponentDescription: componentDescription },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
