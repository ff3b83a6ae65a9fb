// The fake server's 内容 for this feature's tests and stories: a small store of items behind the admin content
// calls, answering like the server does (drafts on create, publish/pin/remove/restore on the stored item).
import { markdownBlocks, type AdminContentDetail } from '@zhiyuan/contracts';
import type { FakeHandlers } from '@zhiyuan/feature-testing';

export const PICTURE_URL = `/media/${'c'.repeat(64)}.png`;

export function contentItem(overrides: Partial<AdminContentDetail> = {}): AdminContentDetail {
  const body = overrides.body ?? '## 报名时间\n\n请于 **6 月 25 日** 前完成。';
  return {
    id: 1,
    type: 'news',
    category: 'gaokao',
    kind: null,
    title: '2026 年普通高校招生报名通知',
    summary: '请于 6 月 25 日前完成。',
    status: 'published',
    pinned: false,
    publishedAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
    deletedAt: null,
    target: null,
    sample: false,
    ...overrides,
    body,
    blocks: markdownBlocks(body),
  };
}

/** Handlers over a mutable list of items (the list answers in the store's order). */
export function adminContentHandlers(items: AdminContentDetail[] = [contentItem()]): FakeHandlers {
  const store = [...items];
  const find = (id: unknown) => store.find((item) => item.id === Number(id));
  const list = ({ body: _body, ...item }: AdminContentDetail) => {
    void _body;
    const { blocks: _blocks, ...rest } = item;
    void _blocks;
    return rest;
  };
  const change = (id: unknown, patch: Partial<AdminContentDetail>) => {
    const item = find(id)!;
    Object.assign(item, patch, { updatedAt: '2026-05-02T08:00:00.000Z' });
    return list(item);
  };
  return {
    listContent: ({ query }) => {
      const status = query.get('status');
      const keyword = query.get('keyword') ?? '';
      const found = store.filter(
        (item) =>
          (status === 'deleted' ? item.deletedAt !== null : item.deletedAt === null) &&
          (!status || status === 'deleted' || item.status === status) &&
          item.title.includes(keyword),
      );
      return { items: found.map(list), total: found.length };
    },
    getContent: ({ query }) => find(query.get('id'))!,
    saveContent: ({ body }) => {
      const input = body as { id?: number; title: string; summary?: string; body: string };
      const existing = input.id === undefined ? undefined : find(input.id);
      const saved = contentItem({
        ...existing,
        id: existing?.id ?? store.length + 1,
        status: existing?.status ?? 'draft',
        publishedAt: existing?.publishedAt ?? null,
        title: input.title,
        summary: input.summary ?? '',
        body: input.body,
      });
      if (existing) Object.assign(existing, saved);
      else store.push(saved);
      return saved;
    },
    publishContent: ({ body }) => {
      const { id, published } = body as { id: number; published: boolean };
      return change(id, { status: published ? 'published' : 'unpublished' });
    },
    pinContent: ({ body }) => {
      const { id, pinned } = body as { id: number; pinned: boolean };
      return change(id, { pinned });
    },
    removeContent: ({ body }) =>
      change((body as { id: number }).id, { deletedAt: '2026-05-03T08:00:00.000Z' }),
    restoreContent: ({ body }) => change((body as { id: number }).id, { deletedAt: null }),
    uploadMedia: () => ({ url: PICTURE_URL, sha256: 'c'.repeat(64), contentType: 'image/png', bytes: 68 }),
  };
}
