/** The high schools students pick from: a name, and where it is. */
import type { HighSchoolRow } from '../../schemas.ts';
import { col, type KindSpec } from '../kind-spec.ts';

export const highSchools: KindSpec<HighSchoolRow> = {
  kind: 'high-schools',
  columns: [
    col('name', '学校名称', ['name', '高中名称', '学校'], true, '高中全称'),
    col('district', '旗县区', ['district', '区县', '旗县', '所在区县'], false, '如 新城区'),
    col('city', '盟市', ['city', '所在盟市', '城市'], false, '如 呼和浩特市'),
  ],
  read: (r) => ({ name: r.text('name', '学校名称', 60), district: r.raw('district'), city: r.raw('city') }),
  key: (v) => `${v.name}|${v.district}`,
};
