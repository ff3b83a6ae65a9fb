// The home page's next key date, in its own chunk: the page shows it once its code and the dates arrive.
import { NextKeyDate } from '@zhiyuan/feature-shared';

export default function HomeKeyDate() {
  return <NextKeyDate className="mt-4" />;
}
