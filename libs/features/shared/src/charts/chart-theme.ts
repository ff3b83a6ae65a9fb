// Chart colours from the site's theme: the series take the theme colour (--primary, which staff can change at
// run time) first, then the status colours of the design system, so charts match the buttons and links
// around them; text and axis lines take the foreground and border tokens. Values missing from the page (a
// test document without the stylesheet) fall back to the design system's defaults.
import { DEFAULT_THEME_COLOR } from '@zhiyuan/ui';
import type { ChartOption } from './chart-types.ts';

export interface ChartTheme {
  /** Series colours, the theme colour first. */
  palette: readonly string[];
  text: string;
  mutedText: string;
  border: string;
  /** The page's font: ECharts measures text on a canvas, where 'inherit' means nothing. */
  fontFamily: string;
}

/** Series colours after the design system's own, for charts with many lines (distinct at 3:1 on white). */
const EXTRA_SERIES_COLOURS = ['#722ed1', '#08979c', '#c41d7f'] as const;

/** The design system's defaults (libs/ui styles), used where a variable is not set. */
export const DEFAULT_CHART_THEME: ChartTheme = {
  palette: [DEFAULT_THEME_COLOR, '#8a4f00', '#1b5e20', '#c62828', '#4b5563', ...EXTRA_SERIES_COLOURS],
  text: '#303133',
  mutedText: '#606266',
  border: '#dcdfe6',
  fontFamily: 'sans-serif',
};

const PALETTE_VARIABLES = ['--primary', '--warning', '--success', '--destructive', '--info'] as const;

/** Reads the theme where the chart is drawn (the variables cascade, so a themed section is honoured). */
export function readChartTheme(element: Element): ChartTheme {
  // Browsers resolve inherited variables in the element's computed style; some DOM implementations (jsdom)
  // do not, so the ancestors are asked too.
  const styles: CSSStyleDeclaration[] = [];
  for (let node: Element | null = element; node; node = node.parentElement)
    styles.push(getComputedStyle(node));
  const read = (name: string, fallback: string) => {
    for (const style of styles) {
      const value = style.getPropertyValue(name).trim();
      if (value) return value;
    }
    return fallback;
  };
  return {
    palette: [
      ...PALETTE_VARIABLES.map((name, i) =>
        read(name, DEFAULT_CHART_THEME.palette[i] ?? DEFAULT_THEME_COLOR),
      ),
      ...EXTRA_SERIES_COLOURS,
    ],
    text: read('--foreground', DEFAULT_CHART_THEME.text),
    mutedText: read('--muted-foreground', DEFAULT_CHART_THEME.mutedText),
    border: read('--border', DEFAULT_CHART_THEME.border),
    fontFamily: styles[0]?.fontFamily || DEFAULT_CHART_THEME.fontFamily,
  };
}

/** The option with the theme's colours; what the option sets itself wins. */
export function applyChartTheme(option: ChartOption, theme: ChartTheme): ChartOption {
  return {
    color: [...theme.palette],
    backgroundColor: 'transparent',
    textStyle: { color: theme.text, fontFamily: theme.fontFamily },
    ...option,
  };
}
