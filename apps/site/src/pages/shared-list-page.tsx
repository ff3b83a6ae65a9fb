// /share/volunteer?token=…: a 志愿表 a student shared with their parents (read-only, no sign-in).
import { SharedListPage as SharedList } from '@zhiyuan/feature-simulate';

export function SharedListPage() {
  return <SharedList />;
}
