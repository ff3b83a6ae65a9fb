// 专业对比 in the URL (`?codes=080901,080902`: 2–4 majors of the catalog, by code).
export const MAJOR_COMPARE_MAX = 4;

const CODE = /^\d{5,7}[TK]{0,2}$/i;

export function readMajorCompareCodes(params: URLSearchParams): string[] {
  return [
    ...new Set(
      (params.get('codes') ?? '')
        .split(/[,，]/)
        .map((v) => v.trim().toUpperCase())
        .filter((v) => CODE.test(v)),
    ),
  ].slice(0, MAJOR_COMPARE_MAX);
}

export function writeMajorCompareCodes(codes: readonly string[]): URLSearchParams {
  return new URLSearchParams(codes.length > 0 ? { codes: codes.join(',') } : {});
}

/** The 专业对比 path of some majors. */
export const majorComparePath = (codes: readonly string[]) =>
  `/data/major-compare${codes.length > 0 ? `?codes=${codes.join(',')}` : ''}`;
