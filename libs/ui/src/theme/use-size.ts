// A component's effective size: its own `size` prop when given, otherwise the global one (medium by default).
import { useContext } from 'react';
import { SizeContext, type Size } from './size-context.ts';

export function useSize(size?: Size | null): Size {
  const globalSize = useContext(SizeContext);
  return size ?? globalSize;
}
