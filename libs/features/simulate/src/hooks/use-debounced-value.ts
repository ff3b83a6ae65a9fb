// A value that follows another after it has stopped changing for `delayMs`: the live checks of the list ask
// the server once the student pauses, not on every click. Values are compared by their JSON, so a new object
// with the same content does not restart the wait.
import { useEffect, useMemo, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const json = JSON.stringify(value) ?? 'null';
  const [settled, setSettled] = useState(json);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(json), delayMs);
    return () => clearTimeout(timer);
  }, [json, delayMs]);
  return useMemo(() => JSON.parse(settled) as T, [settled]);
}
