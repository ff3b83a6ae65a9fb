// /data/colleges (找学校): the college search, whose whole query is the URL's.
import { CollegeSearchPage } from '@zhiyuan/feature-colleges';

export function CollegesPage() {
  return <CollegeSearchPage />;
}
