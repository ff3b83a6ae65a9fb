// The document head of the app's pages: the tab's title ("page title - site title"), the meta description
// and the canonical link. The page's own meta (`usePageMeta`) wins over its route's title; without one, the
// description is the one index.html was served with and there is no canonical link.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { pageTitle } from '@zhiyuan/domain';
import { useSiteConfig } from '../site-config.ts';
import { pageMetaAtom, type PageMeta } from './page-meta.ts';

/** Remembers index.html's own description on its element, to put back when a page's meta goes. */
const DEFAULT_CONTENT = 'data-default-content';

function descriptionElement(): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.append(element);
  }
  if (!element.hasAttribute(DEFAULT_CONTENT)) element.setAttribute(DEFAULT_CONTENT, element.content);
  return element;
}

function setCanonical(href: string | null): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/** Writes the head for a route titled `routeTitle` (the page's own meta first) on a site titled `siteTitle`. */
export function writeDocumentHead(
  meta: PageMeta | null,
  routeTitle: string | undefined,
  siteTitle: string,
): void {
  document.title = pageTitle(meta?.title ?? routeTitle, siteTitle);
  const description = descriptionElement();
  description.content = meta?.description ?? description.getAttribute(DEFAULT_CONTENT) ?? '';
  setCanonical(meta ? new URL(meta.canonicalPath, window.location.origin).href : null);
}

/** Keeps the document head in step with the page shown: the layout of an app calls it once. */
export function useDocumentHead(routeTitle: string | undefined, siteTitle: string): void {
  const meta = useAtomValue(pageMetaAtom);
  useEffect(() => {
    writeDocumentHead(meta, routeTitle, siteTitle);
  }, [meta, routeTitle, siteTitle]);
}

/** The head kept by a component: for a page rendered without the app's layout (component tests, stories). */
export function DocumentHead({ routeTitle }: { routeTitle?: string }) {
  const { config } = useSiteConfig();
  useDocumentHead(routeTitle, config.siteTitle);
  return null;
}
