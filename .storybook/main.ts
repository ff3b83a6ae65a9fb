// Storybook of the workspace: the design system's stories and the feature components', each with a docs page
// (addon-docs autodocs: the component's description and props table from its JSDoc and TypeScript types).
// Offline by design: telemetry is off, and nothing here fetches at build time.
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../libs/ui/src/**/*.stories.@(ts|tsx)', '../libs/features/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react(), tailwindcss()],
      // Build the workspace packages from their TypeScript sources, as the apps do.
      resolve: { conditions: ['@zhiyuan/source'] },
    }),
};

export default config;
