// Every story of every component, checked with axe-core: a new story is covered as soon as it exists.
import { composeStories, type composeStory } from '@storybook/react';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './testing/index.ts';
import { toast } from './toast/toast-store.ts';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

afterEach(() => {
  act(() => toast.dismiss());
});

describe('accessibility of every story', () => {
  it('finds the stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(20);
  });

  for (const [path, module] of Object.entries(modules)) {
    // The glob cannot know each module's args, so the composed stories are taken at their common type.
    const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
    describe(path, () => {
      it.each(stories)('%s has no serious or critical axe violation', async (_name, Story) => {
        render(<Story />);
        // Let effects, portals and Radix's next-frame updates settle before checking.
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
        });
        await expectNoSeriousA11yViolations(document.body);
      });
    });
  }
});
