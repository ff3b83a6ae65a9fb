import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountHandlers, fail, renderFeature } from '@zhiyuan/feature-testing';
import { FavouritesPanel } from './favourites-panel.tsx';

const section = (name: string) => within(screen.getByRole('region', { name: new RegExp(`^${name}`) }));

describe('FavouritesPanel', () => {
  it('groups the favourites by kind, each a link to its page', async () => {
    renderFeature(<FavouritesPanel />, { handlers: accountHandlers(), signedIn: true });
    expect(screen.getByRole('status', { name: '我的收藏' })).toBeInTheDocument();
    const colleges = await screen.findByRole('region', { name: '院校（2）' });
    expect(
      within(colleges)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['内蒙古大学', '北京大学']);
    expect(within(colleges).getByRole('link', { name: '内蒙古大学' })).toHaveAttribute(
      'href',
      '/data/college-page?id=4115010126',
    );
    expect(section('专业').getByRole('link', { name: '计算机科学与技术' })).toHaveAttribute(
      'href',
      '/data/subject-detail?code=080901',
    );
    expect(
      section('文章').getByRole('link', { name: '2026年内蒙古普通高校招生录取政策解读' }),
    ).toHaveAttribute('href', '/subject-explain/list?id=12');
    expect(section('院校').getByText('收藏于 2026-06-26')).toBeInTheDocument();
  });

  it('says so when there is nothing, overall or of one kind', async () => {
    const { unmount } = renderFeature(<FavouritesPanel />, {
      handlers: accountHandlers({ favourites: [] }),
      signedIn: true,
    });
    expect(await screen.findByText('还没有收藏')).toBeInTheDocument();
    unmount();
    renderFeature(<FavouritesPanel />, {
      handlers: accountHandlers({
        favourites: [
          {
            kind: 'major',
            targetId: '080901',
            title: '计算机科学与技术',
            createdAt: '2026-06-25T14:03:00.000Z',
          },
        ],
      }),
      signedIn: true,
    });
    expect(await screen.findByText('还没有收藏院校')).toBeInTheDocument();
    expect(screen.getByText('还没有收藏文章')).toBeInTheDocument();
  });

  it('removes a favourite at once, before the server has answered', async () => {
    const user = userEvent.setup();
    const handlers = accountHandlers();
    let answer: () => void = () => undefined;
    const { server } = renderFeature(<FavouritesPanel />, {
      signedIn: true,
      handlers: {
        ...handlers,
        removeCollection: (request) =>
          new Promise((resolve) => {
            answer = () => resolve(handlers.removeCollection!(request));
          }),
      },
    });
    await screen.findByRole('region', { name: '院校（2）' });
    await user.click(screen.getByRole('button', { name: '取消收藏“北京大学”' }));
    expect(await screen.findByRole('region', { name: '院校（1）' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '北京大学' })).not.toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'removeCollection')?.body).toEqual({
      kind: 'college',
      targetId: '4111010001',
    });
    answer();
    expect(await screen.findByText('已取消收藏')).toBeInTheDocument();
    expect(handlers.state.favourites.some((f) => f.title === '北京大学')).toBe(false);
  });

  it('puts the favourite back when the server refuses', async () => {
    const user = userEvent.setup();
    renderFeature(<FavouritesPanel />, {
      signedIn: true,
      handlers: { ...accountHandlers(), removeCollection: () => fail('100500', '服务器繁忙', 500) },
    });
    await screen.findByRole('region', { name: '专业（2）' });
    await user.click(screen.getByRole('button', { name: '取消收藏“临床医学”' }));
    expect(await screen.findByText('服务器繁忙')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: '临床医学' })).toBeInTheDocument());
    expect(screen.getByRole('region', { name: '专业（2）' })).toBeInTheDocument();
  });

  it('shows a retry when the list cannot be loaded', async () => {
    renderFeature(<FavouritesPanel />, {
      signedIn: true,
      handlers: { ...accountHandlers(), listCollections: () => fail('100500', '服务器繁忙', 500) },
    });
    expect(await screen.findByRole('heading', { name: '加载失败，请稍后重试' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
