import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountCallKey } from '@zhiyuan/domain';
import { accountHandlers, fail, renderFeature } from '@zhiyuan/feature-testing';
import { FavouriteButton } from './favourite-button.tsx';
import { FavouritesPanel } from './favourites-panel.tsx';

const TSINGHUA = { kind: 'college', targetId: '4111010003', title: '清华大学' } as const;

/** Clicks before the list has arrived are ignored, so the tests wait for it. */
async function listLoaded(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.getQueryData(accountCallKey('listCollections', {}))).toBeDefined());
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('FavouriteButton', () => {
  it('adds a favourite at once, before the server has answered', async () => {
    const user = userEvent.setup();
    const handlers = accountHandlers();
    const answer = deferred<void>();
    const { server, queryClient } = renderFeature(<FavouriteButton {...TSINGHUA} />, {
      signedIn: true,
      handlers: {
        ...handlers,
        collectWeb: async (request) => {
          await answer.promise;
          return handlers.collectWeb!(request);
        },
      },
    });
    const button = await screen.findByRole('button', { name: '收藏' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await listLoaded(queryClient);
    await user.click(button);
    expect(await screen.findByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
    expect(server.calls.find((c) => c.name === 'collectWeb')?.body).toEqual({
      kind: 'college',
      targetId: '4111010003',
    });
    answer.resolve();
    expect(await screen.findByText('收藏成功')).toBeInTheDocument();
    expect(handlers.state.favourites.some((f) => f.targetId === '4111010003')).toBe(true);
  });

  it('shows 已收藏 for a favourite and removes it on click', async () => {
    const user = userEvent.setup();
    const handlers = accountHandlers();
    const { server } = renderFeature(
      <FavouriteButton kind="college" targetId="4115010126" title="内蒙古大学" />,
      { signedIn: true, handlers },
    );
    const button = await screen.findByRole('button', { name: '已收藏' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(await screen.findByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    expect(server.calls.find((c) => c.name === 'removeCollection')?.body).toEqual({
      kind: 'college',
      targetId: '4115010126',
    });
    expect(await screen.findByText('已取消收藏')).toBeInTheDocument();
    expect(handlers.state.favourites.some((f) => f.targetId === '4115010126')).toBe(false);
  });

  it('puts the state back when the server refuses', async () => {
    const user = userEvent.setup();
    const handlers = accountHandlers();
    let lists = 0;
    const { queryClient } = renderFeature(<FavouriteButton {...TSINGHUA} />, {
      signedIn: true,
      handlers: {
        ...handlers,
        // Only the first list answers: the state after the failure comes from the rollback, not a refetch.
        listCollections: (request) =>
          ++lists === 1 ? handlers.listCollections!(request) : new Promise<never>(() => undefined),
        collectWeb: () => fail('100500', '服务器繁忙', 500),
      },
    });
    await listLoaded(queryClient);
    await user.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByText('服务器繁忙')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps 我的收藏 in step: what is added here appears in the personal centre list', async () => {
    const user = userEvent.setup();
    renderFeature(
      <>
        <FavouriteButton {...TSINGHUA} />
        <FavouritesPanel />
      </>,
      { signedIn: true, handlers: accountHandlers() },
    );
    const colleges = await screen.findByRole('region', { name: '院校（2）' });
    await user.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByRole('region', { name: '院校（3）' })).toBeInTheDocument();
    expect(within(colleges).getByRole('link', { name: /清华大学|4111010003/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /取消收藏“(清华大学|收藏 4111010003)”/ }));
    expect(await screen.findByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
  });
});
