// The batch lines (批次线) to show on the home page: those of the current exam year, or — before they are published —
// of the latest year that has lines (GET /api/scoreLine/list, newest year first). Only the 物理/历史 tracks' lines:
// those of 艺术类, 体育类 and 对口招生 (a 专业类别 each) are for /data/line.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoreLineItem } from '@zhiyuan/contracts';
import { callKey, type Api } from '@zhiyuan/domain';
import { useDomain, useSiteConfig } from '@zhiyuan/feature-shared';

export interface LatestScoreLines {
  /** The year shown; null when there are no lines at all. */
  year: number | null;
  items: ScoreLineItem[];
}

export const latestScoreLinesQuery = (api: Pick<Api, 'listScoreLines'>, currentYear: number) =>
  queryOptions({
    // Two calls of listScoreLines: this year's, or else all of them to pick the latest year.
    queryKey: [...callKey('listScoreLines', { year: currentYear }), 'orLatest'] as const,
    queryFn: async ({ signal }): Promise<LatestScoreLines> => {
      const tracks = (items: readonly ScoreLineItem[]) =>
        items.filter((l) => l.professionalCategory === undefined);
      const current = tracks((await api.listScoreLines({ year: currentYear }, { signal })).items);
      if (current.length > 0) return { year: currentYear, items: current };
      const all = tracks((await api.listScoreLines({}, { signal })).items);
      const year = all.reduce<number | null>((max, l) => (max === null || l.year > max ? l.year : max), null);
      return { year, items: all.filter((l) => l.year === year) };
    },
  });

/** The lines and the year they belong to; waits for the site configuration's current year. */
export function useLatestScoreLines() {
  const { api } = useDomain();
  const { config, isPlaceholder } = useSiteConfig();
  const query = useQuery({ ...latestScoreLinesQuery(api, config.currentYear), enabled: !isPlaceholder });
  return { query, currentYear: config.currentYear, config, configPending: isPlaceholder };
}
