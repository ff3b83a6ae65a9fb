// What the document head says of the page a test rendered: the tab's title, the meta description and the
// canonical URL (null when there is none). The kit's setup removes the last two after every test.
export interface DocumentHeadState {
  title: string;
  description: string | null;
  canonical: string | null;
}

export const HEAD_ELEMENTS = 'meta[name="description"], link[rel="canonical"]';

export function documentHead(): DocumentHeadState {
  return {
    title: document.title,
    description: document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null,
    canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
  };
}
