// Checks every page spec makes: no serious axe violation, the document title and breadcrumb of spec §2, and
// full-page screenshots at the two widths the project is looked at (1280 and 375 px), attached to the report
// and kept in reports/screenshots/<name>-<width>.png. Waits are for states (fonts loaded, layout still between
// frames), never for a fixed time, so a busy machine makes the run slower but never makes it fail.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The site's title, the suffix of every document title. */
export const SITE_TITLE = '高考志愿填报系统';
/** Where screenshots are kept for people to look at. */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../../reports/screenshots');
/** The widths every page is looked at: a desktop and a 375 px phone. */
export const SCREENSHOT_WIDTHS = [1280, 375] as const;

/**
 * Closes a dialog with Escape, as a keyboard user does once it has taken the focus (when it has finished
 * opening), then waits until it is gone. A toast shown over the dialog must not take the Escape for itself
 * (libs/ui's escape hand-off: it did, and left the login dialog of 收藏 open).
 */
export async function closeWithEscape(dialog: Locator) {
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await dialog.page().keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Fails with the list of serious or critical axe violations on the page as it is now. axe runs in the page
 * itself (`setLegacyMode`), which tests the same-origin frames too — the site has no other kind — rather than
 * opening a second page to merge per-frame results, which cost each check a page and another copy of axe.
 */
export async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

/**
 * Resolves once the fonts are loaded and the layout has stopped moving: the page's size and the size of
 * every chart are the same over three animation frames in a row (charts follow their container a frame
 * or two after a resize). Counts frames, not milliseconds.
 */
export async function layoutSettled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const shape = () =>
      [document.documentElement.scrollWidth, document.documentElement.scrollHeight]
        .concat(
          [...document.querySelectorAll('svg, canvas')].flatMap((el) => {
            const box = el.getBoundingClientRect();
            return [Math.round(box.width), Math.round(box.height)];
          }),
        )
        .join(',');
    let last = shape();
    let still = 0;
    for (let frames = 0; still < 3 && frames < 600; frames++) {
      await frame();
      const now = shape();
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}

/**
 * Full-page screenshots at 1280 and 375 px, attached to the report and written to
 * reports/screenshots/<name>-<width>.png; `ready` waits for what must be on screen at each width.
 */
export async function screenshots(
  page: Page,
  testInfo: TestInfo,
  name: string,
  ready: () => Promise<void> = async () => {},
) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await ready();
    await layoutSettled(page);
    const body = await page.screenshot({ fullPage: true, animations: 'disabled' });
    writeFileSync(path.join(SCREENSHOT_DIR, `${name}-${width}.png`), body);
    await testInfo.attach(`${name}-${width}px`, { body, contentType: 'image/png' });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * document.title is "<title> - <site title>" ("<page title> - <site title>" for a page that names itself, e.g.
 * a college's "内蒙古大学 - 院校详情"); the breadcrumb is 首页 › <section> (plain text) › <title> (current).
 */
export async function expectTitleAndBreadcrumb(
  page: Page,
  title: string,
  section: string,
  pageTitle = title,
) {
  await expect(page).toHaveTitle(`${pageTitle} - ${SITE_TITLE}`);
  const crumbs = page.getByRole('navigation', { name: '面包屑' });
  await expect(crumbs.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
  await expect(crumbs.getByText(section, { exact: true }).first()).toBeVisible();
  await expect(crumbs.getByRole('link', { name: section })).toHaveCount(0);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title);
}

/**
 * Waits until React has hydrated the page (it marks the root it attached to): typing into a page the server
 * rendered before that is typing into HTML that React then takes over.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}
