// The places of the college filters (找学校, 大数据查询, 模拟填报): the provinces in the usual order and the
// cities with universities of each, from the generated list (tools/data/college-places.ts).
import { COLLEGE_PLACES } from './college-places.generated.ts';

export { COLLEGE_PLACES };

/** The provinces, in the usual order (北京 first, 新疆 last). */
export const PROVINCES: readonly string[] = Object.keys(COLLEGE_PLACES);

/** The cities of a province that have universities; none for an unknown province. */
export function citiesOf(province: string | undefined): readonly string[] {
  return (province && COLLEGE_PLACES[province]) || [];
}
