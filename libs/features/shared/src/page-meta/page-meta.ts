// What a page says about itself to search engines and the browser tab once its data is there: its own title
// (the site's title is appended), a description built from its data, and its canonical path. A page hands it
// to `usePageMeta`; the layout's `useDocumentHead` writes it into the document, so one writer owns the head
// and a page's title is not overwritten by its route's.
import { atom, useSetAtom } from 'jotai';
import { createContext, useContext, useEffect } from 'react';

export interface PageMeta {
  /** The page's own title, before the site's: `内蒙古大学 - 院校详情`. */
  title: string;
  /** One or two sentences about this page, from its data. */
  description: string;
  /** The site path search engines should know the page by: `/data/college-page?id=366`. */
  canonicalPath: string;
}

/** The meta of the page shown, or null while it has none (loading, not found, a page without any). */
export const pageMetaAtom = atom<PageMeta | null>(null);

/**
 * Where a page rendered on the server leaves its meta: effects do not run there, so the server's render
 * (apps/site/src/entry-server.tsx) reads what the page said during the render and writes it into the HTML's
 * head. Null in the browser, where the layout's `useDocumentHead` writes the head.
 */
export const PageMetaSinkContext = createContext<((meta: PageMeta) => void) | null>(null);

/** Gives the page's meta to the document head while the page is shown; `null` while its data is missing. */
export function usePageMeta(meta: PageMeta | null): void {
  const setMeta = useSetAtom(pageMetaAtom);
  const sink = useContext(PageMetaSinkContext);
  const title = meta?.title;
  const description = meta?.description;
  const canonicalPath = meta?.canonicalPath;
  if (sink && title !== undefined && description !== undefined && canonicalPath !== undefined)
    sink({ title, description, canonicalPath });
  useEffect(() => {
    setMeta(
      title === undefined || description === undefined || canonicalPath === undefined
        ? null
        : { title, description, canonicalPath },
    );
    return () => setMeta(null);
  }, [setMeta, title, description, canonicalPath]);
}
