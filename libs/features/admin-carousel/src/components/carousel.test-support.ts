// The fake server's 轮播图 for this feature's tests and stories: a store behind the admin carousel calls.
import type { AdminCarouselItem } from '@zhiyuan/contracts';
import type { FakeHandlers } from '@zhiyuan/feature-testing';

export const NEW_PICTURE = `/media/${'d'.repeat(64)}.png`;

function picture(text: string, fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="375"><rect width="100%" height="100%" fill="${fill}"/><text x="50%" y="50%" fill="white" font-size="48" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function slides(): AdminCarouselItem[] {
  return [
    {
      id: 1,
      title: '志愿填报指南',
      imageUrl: picture('1', '#1890ff'),
      url: '',
      enabled: true,
      position: 1,
      sample: true,
    },
    {
      id: 2,
      title: '省考试院通知',
      imageUrl: picture('2', '#13c2c2'),
      url: 'https://www.nm.zsks.cn/',
      enabled: false,
      position: 2,
      sample: false,
    },
  ];
}

export function adminCarouselHandlers(items: AdminCarouselItem[] = slides()): FakeHandlers {
  let store = [...items];
  const numbered = () => store.map((item, i) => ({ ...item, position: i + 1 }));
  return {
    listCarousel: () => numbered(),
    saveCarousel: ({ body }) => {
      const input = body as {
        id?: number;
        title: string;
        url?: string;
        enabled?: boolean;
        imageUrl?: string;
      };
      const existing = store.find((item) => item.id === input.id);
      const saved: AdminCarouselItem = {
        id: existing?.id ?? store.length + 10,
        title: input.title,
        url: input.url ?? '',
        enabled: input.enabled ?? true,
        imageUrl: input.imageUrl ?? existing?.imageUrl ?? '',
        position: 1,
        sample: false,
      };
      store = existing ? store.map((item) => (item.id === saved.id ? saved : item)) : [...store, saved];
      return numbered().find((item) => item.id === saved.id)!;
    },
    reorderCarousel: ({ body }) => {
      const { ids } = body as { ids: number[] };
      store = ids.map((id) => store.find((item) => item.id === id)!);
      return numbered();
    },
    removeCarousel: ({ body }) => {
      store = store.filter((item) => item.id !== (body as { id: number }).id);
      return undefined;
    },
    uploadMedia: () => ({ url: NEW_PICTURE, sha256: 'd'.repeat(64), contentType: 'image/png', bytes: 68 }),
  };
}
