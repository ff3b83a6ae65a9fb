// Run-time theme colour. Components only use semantic tokens (bg-primary-strong, text-primary-strong,
// border-primary…); the tokens read CSS variables on <html>, so changing the theme rewrites those variables.
// The shades follow Element UI's formula, which the original site used (hover = 20 % tint, active = 10 % shade,
// soft = 90 % tint). Text needs more contrast than most theme colours give on white (#1890ff reaches 3.2:1, WCAG
// asks 4.5:1), so "strong" is the theme colour darkened just enough for text on it and for it as text: primary
// buttons, current page, links and active tabs use it, while bars, borders, rings and icons keep the exact colour.

export const DEFAULT_THEME_COLOR = '#1890ff';

export interface ThemePalette {
  /** The theme colour itself: borders, focus rings, the progress bar, icons, indicators. */
  primary: string;
  primaryHover: string;
  primaryActive: string;
  /** Very light tint for hover and selected backgrounds. */
  primarySoft: string;
  primarySoftBorder: string;
  /** The theme colour darkened to 4.5:1 against white and primarySoft: text and text-bearing fills. */
  primaryStrong: string;
  primaryStrongHover: string;
  /** Text on primaryStrong. */
  primaryForeground: string;
}

/** The CSS variable each palette entry is written to. */
const VARIABLES: Record<keyof ThemePalette, string> = {
  primary: '--primary',
  primaryHover: '--primary-hover',
  primaryActive: '--primary-active',
  primarySoft: '--primary-soft',
  primarySoftBorder: '--primary-soft-border',
  primaryStrong: '--primary-strong',
  primaryStrongHover: '--primary-strong-hover',
  primaryForeground: '--primary-foreground',
};

/** WCAG AA contrast for normal-size text. */
const TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

/** Accepts `#rgb`, `#rrggbb` (with or without `#`, any case) and returns `#rrggbb` in lower case, or null. */
export function normalizeHexColor(value: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].toLowerCase();
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full}`;
}

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Moves each channel `amount` (0–1) of the way towards white. */
function tint(rgb: Rgb, amount: number): Rgb {
  return [
    rgb[0] + (255 - rgb[0]) * amount,
    rgb[1] + (255 - rgb[1]) * amount,
    rgb[2] + (255 - rgb[2]) * amount,
  ];
}

/** Moves each channel `amount` (0–1) of the way towards black. */
function shade(rgb: Rgb, amount: number): Rgb {
  return [rgb[0] * (1 - amount), rgb[1] * (1 - amount), rgb[2] * (1 - amount)];
}

function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = Math.round(c) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(toRgb(a));
  const lb = relativeLuminance(toRgb(b));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function deriveThemePalette(color: string): ThemePalette {
  const primary = normalizeHexColor(color);
  if (!primary) throw new Error(`Invalid theme colour "${color}": expected #rgb or #rrggbb`);
  const rgb = toRgb(primary);
  const primarySoft = toHex(tint(rgb, 0.9));
  // Darken in small steps until text reaches 4.5:1 on the soft tint (and so also on white, which is lighter).
  let strong = primary;
  for (let step = 1; contrastRatio(strong, primarySoft) < TEXT_CONTRAST && step <= 40; step += 1) {
    strong = toHex(shade(rgb, step * 0.025));
  }
  return {
    primary,
    primaryHover: toHex(tint(rgb, 0.2)),
    primaryActive: toHex(shade(rgb, 0.1)),
    primarySoft,
    primarySoftBorder: toHex(tint(rgb, 0.6)),
    primaryStrong: strong,
    primaryStrongHover: toHex(shade(toRgb(strong), 0.1)),
    primaryForeground: '#ffffff',
  };
}

/**
 * Sets the theme colour for the whole document (the variables on document.documentElement) and returns the
 * palette. Throws on a malformed colour so that a bad stored value is noticed, not silently ignored.
 */
export function setThemeColor(color: string, root: HTMLElement = document.documentElement): ThemePalette {
  const palette = deriveThemePalette(color);
  for (const key of Object.keys(VARIABLES) as (keyof ThemePalette)[]) {
    root.style.setProperty(VARIABLES[key], palette[key]);
  }
  return palette;
}

/** Removes the run-time colour, so the stylesheet's default (#1890ff) applies again. */
export function resetThemeColor(root: HTMLElement = document.documentElement): void {
  for (const variable of Object.values(VARIABLES)) root.style.removeProperty(variable);
}
