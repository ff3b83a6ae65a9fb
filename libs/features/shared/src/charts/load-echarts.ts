// Loads ECharts on first use, and only the parts the site draws (see echarts-parts.ts), so pages without a
// chart never download it and pages with one download a fraction of the full library. Browsers that cannot
// measure text (no 2D canvas context — in practice only test environments such as jsdom) get a rejection,
// and the chart shows its data table instead.
import type { ChartEngine } from './chart-types.ts';

let engine: Promise<ChartEngine> | null = null;
let measurable: boolean | undefined;

/** ECharts' SVG renderer still measures text on a canvas. */
function canMeasureText(): boolean {
  if (measurable === undefined) {
    try {
      measurable = document.createElement('canvas').getContext('2d') !== null;
    } catch {
      measurable = false;
    }
  }
  return measurable;
}

async function load(): Promise<ChartEngine> {
  if (!canMeasureText()) throw new Error('This browser cannot draw charts (no 2D canvas context).');
  const { registerECharts } = await import('./echarts-parts.ts');
  const init = registerECharts();
  return { init: (element, theme, options) => init(element, theme, options) };
}

/** ECharts, loaded once; a failed download is tried again by the next chart. */
export function loadECharts(): Promise<ChartEngine> {
  engine ??= load().catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}
