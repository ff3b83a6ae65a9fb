// Storybook decorator for feature components: the same environment renderFeature builds (domain connection
// against a fake server answering from `handlers`, jotai, TanStack Query, a memory router at `path`), so a
// story shows the component with realistic data and stays interactive, without a real server. Options come
// from the story's parameters, so that only one environment (one router) is ever built per story.
import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  createFeatureEnvironment,
  FeatureProviders,
  type FeatureEnvironmentOptions,
} from './feature-environment.tsx';
import type { FakeHandlers } from './fake-server.ts';

export interface FeatureStoryOptions extends Omit<FeatureEnvironmentOptions, 'handlers'> {
  /** Answers of the fake server; a function is called once per story mount (fresh state each time). */
  handlers?: FakeHandlers | (() => FakeHandlers);
  /** Initial URL of the memory router. */
  path?: string;
}

const StoryContext = createContext<ReactNode>(null);

function StorySlot() {
  return useContext(StoryContext);
}

function FeatureStoryHost({ options, children }: { options: FeatureStoryOptions; children: ReactNode }) {
  const [env] = useState(() =>
    createFeatureEnvironment({
      ...(options.signedIn === undefined ? {} : { signedIn: options.signedIn }),
      handlers: typeof options.handlers === 'function' ? options.handlers() : (options.handlers ?? {}),
    }),
  );
  // The router is made once; the story itself comes through context so that changed args re-render it.
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <StorySlot /> }], { initialEntries: [options.path ?? '/'] }),
  );
  return (
    <FeatureProviders env={env}>
      <StoryContext value={children}>
        <RouterProvider router={router} />
      </StoryContext>
    </FeatureProviders>
  );
}

/**
 * The decorator; each story (or its meta) says what it needs in `parameters.featureContext`, which Storybook
 * merges key by key, so a story can change only the handlers or only the path of its meta:
 * `decorators: [withFeatureContext], parameters: { featureContext: { signedIn: true, handlers: accountHandlers } }`.
 */
export const withFeatureContext: Decorator = (Story, context) => {
  const options = (context.parameters as { featureContext?: FeatureStoryOptions }).featureContext ?? {};
  return (
    <FeatureStoryHost options={options}>
      <Story />
    </FeatureStoryHost>
  );
};
