// 内容 of the back office (GET/POST /api/admin/content/…) as TanStack queries and mutations. Every change
// refreshes the lists and the item, so what staff see is what the site now shows.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminContentListQuery,
  ArticleKind,
  ContentStatus,
  ContentType,
  NewsCategory,
  SaveContentBody,
} from '@zhiyuan/contracts';
import { callKey } from '@zhiyuan/domain';
import { callQuery, retryUnlessAnswered, useDomain, STAFF_PAGE_SIZE } from '@zhiyuan/feature-shared';

/** The four sections of 内容: 高考公告 and 强基计划 are announcements, 院校解读 and 专业解读 articles. */
export const CONTENT_SECTIONS = {
  gaokao: { type: 'news', category: 'gaokao', label: '高考公告' },
  qjjh: { type: 'news', category: 'qjjh', label: '强基计划' },
  college: { type: 'article', kind: 'college', label: '院校解读' },
  major: { type: 'article', kind: 'major', label: '专业解读' },
} as const satisfies Record<
  string,
  { type: ContentType; category?: NewsCategory; kind?: ArticleKind; label: string }
>;
export type ContentSection = keyof typeof CONTENT_SECTIONS;

export type ContentStatusFilter = ContentStatus | 'deleted' | '';

/** The list query of a section: its type and category or kind, the status filter, keyword and page. */
export function sectionListQuery(
  section: ContentSection,
  { status, keyword, page }: { status: ContentStatusFilter; keyword: string; page: number },
): AdminContentListQuery {
  const s = CONTENT_SECTIONS[section];
  return {
    type: s.type,
    ...('category' in s ? { category: s.category } : { kind: s.kind }),
    ...(status ? { status } : {}),
    ...(keyword ? { keyword } : {}),
    page,
    pageSize: STAFF_PAGE_SIZE,
  };
}

export function useContentList(query: AdminContentListQuery) {
  const { api } = useDomain();
  return useQuery({ ...callQuery(api, 'listContent', query), placeholderData: keepPreviousData });
}

export function useContentItem(type: ContentType, id: number | null) {
  const { api } = useDomain();
  return useQuery({
    ...callQuery(api, 'getContent', { type, id: id ?? 0 }),
    retry: retryUnlessAnswered,
    enabled: id !== null,
  });
}

/** Refreshes everything content-shaped after a change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey('listContent') }),
      queryClient.invalidateQueries({ queryKey: callKey('getContent') }),
    ]);
}

/** The row actions: publish/unpublish, pin/unpin, remove to the recycle bin and restore. */
export function useContentActions() {
  const { api } = useDomain();
  const refresh = useRefresh();
  const after = { onSettled: refresh };
  return {
    publish: useMutation({
      mutationFn: (input: { type: ContentType; id: number; published: boolean }) => api.publishContent(input),
      ...after,
    }),
    pin: useMutation({
      mutationFn: (input: { type: ContentType; id: number; pinned: boolean }) => api.pinContent(input),
      ...after,
    }),
    remove: useMutation({
      mutationFn: (input: { type: ContentType; id: number }) => api.removeContent(input),
      ...after,
    }),
    restore: useMutation({
      mutationFn: (input: { type: ContentType; id: number }) => api.restoreContent(input),
      ...after,
    }),
  };
}

/** Saves an item (a new one as a draft), then publishes it when asked. Errors stay with the form. */
export function useSaveContent() {
  const { api } = useDomain();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ body, publish }: { body: SaveContentBody; publish: boolean }) => {
      const saved = await api.saveContent(body, { silent: true });
      if (publish && saved.status !== 'published') {
        await api.publishContent({ type: saved.type, id: saved.id, published: true }, { silent: true });
      }
      return saved;
    },
    onSettled: refresh,
  });
}
