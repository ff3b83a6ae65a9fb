// Provides the global component size to everything below it.
import type { ReactNode } from 'react';
import { SizeContext, type Size } from './size-context.ts';

export interface SizeProviderProps {
  size: Size;
  children?: ReactNode;
}

export function SizeProvider({ size, children }: SizeProviderProps) {
  return <SizeContext value={size}>{children}</SizeContext>;
}
