// The read calls' shapes in the suites: a page of items, and a query string from parameters.
export interface Page<T> {
  total: number;
  items: T[];
}

/** `a=1&b=x` from parameters, encoded. */
export const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
