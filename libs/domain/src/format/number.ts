/** Number formatters of the original (vue-element-admin's filters). */

const SI_UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** Shortens with k, M, G, T, P, E and `digits` decimals, dropping trailing zeros: 12345 → '12.3k'. */
export function numberFormatter(num: number, digits = 0): string {
  for (const unit of SI_UNITS) {
    if (num >= unit.value) {
      return (num / unit.value).toFixed(digits).replace(/\.0+$|(\.[0-9]*[1-9])0+$/, '$1') + unit.symbol;
    }
  }
  return num.toString();
}

/** Thousands separators: 10000 → '10,000'; non-numbers read as 0. */
export function toThousandFilter(num: number | string): string {
  return (+num || 0).toString().replace(/^-?\d+/g, (m) => m.replace(/(?=(?!\b)(\d{3})+$)/g, ','));
}

/** A table cell's value: numbers with Chinese thousands separators, nothing (null or '') as '—'. */
export function cellText(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'number' ? value.toLocaleString('zh-CN') : value;
}
