// /data/electives (选科查询): the 院校专业组 of this year's plans a 3+1+2 combination may and may not apply to.
import { ElectivesPage as Electives } from '@zhiyuan/feature-electives';

export function ElectivesPage() {
  return <Electives />;
}
