// /policy/simulate and /data/simulate (模拟填报): the candidate and filters are in the URL, the 志愿表 being
// built is kept in the browser.
import { SimulatePage } from '@zhiyuan/feature-simulate';

export function PolicySimulatePage() {
  return <SimulatePage />;
}
