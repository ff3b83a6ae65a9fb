// Every story of a feature project, checked with axe-core once its data has arrived from the fake server:
// each project's `src/stories.a11y.test.tsx` hands its stories here (import.meta.glob must be written in the
// project itself), so a new story is covered as soon as it exists.
import { composeStories, type composeStory } from '@storybook/react';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '@zhiyuan/ui/testing';

type StoryModule = Parameters<typeof composeStories>[0];

type ComposedStory = ReturnType<typeof composeStory>;

export function describeStoriesA11y(modules: Record<string, StoryModule>): void {
  describe('accessibility of every story', () => {
    it('finds the stories', () => {
      expect(Object.keys(modules).length).toBeGreaterThanOrEqual(1);
    });

    for (const [path, module] of Object.entries(modules)) {
      const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
      describe(path, () => {
        it.each(stories)('%s has no serious or critical axe violation', async (_name, Story) => {
          render(<Story />);
          // Let the fake server answer and Radix settle before checking.
          await act(async () => {
            await new Promise((resolve) => setTimeout(resolve, 50));
          });
          await expectNoSeriousA11yViolations(document.body);
        });
      });
    }
  });
}
