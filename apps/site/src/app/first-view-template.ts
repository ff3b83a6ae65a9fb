// A page's first view written into the built index.html (prerender.tsx): its markup into the empty `#root`,
// its title into `<title>`, and the data it was drawn with (first-data.ts) right after `#root`.
import { firstDataScript, type FirstData } from './first-data.ts';

/** What a page's first view is made of. */
export interface FirstView {
  /** The markup of `#root`. */
  html: string;
  /** The document's title, as the page sets it once loaded with the default site title. */
  title: string;
  /** The answers it was drawn with, for the client's first render; none for a view drawn without data. */
  data?: FirstData;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/** index.html with `#root` filled, the title set and the data after it; throws if the template lacks either. */
export function fillTemplate(template: string, view: FirstView): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  if (!TITLE.test(template)) throw new Error('index.html has no <title>');
  const data = view.data && Object.keys(view.data).length > 0 ? firstDataScript(view.data) : '';
  return template
    .replace(TITLE, () => `<title>${escapeText(view.title)}</title>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${view.html}</div>${data}`);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
