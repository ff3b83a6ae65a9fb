// The component sizes of the original site (Element UI's Default / Medium / Small / Mini) and the context that
// carries the global choice. The apps keep the choice in a cookie and pass it to <SizeProvider>.
import { createContext } from 'react';

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;

export type Size = (typeof SIZES)[number];

export const DEFAULT_SIZE: Size = 'medium';

export function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (SIZES as readonly string[]).includes(value);
}

export const SizeContext = createContext<Size>(DEFAULT_SIZE);
