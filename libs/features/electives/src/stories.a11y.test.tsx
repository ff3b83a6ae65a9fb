import { describeStoriesA11y } from '@zhiyuan/feature-testing';

describeStoriesA11y(import.meta.glob('./**/*.stories.tsx', { eager: true }));
