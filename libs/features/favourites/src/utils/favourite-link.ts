// Where a favourite leads. Colleges and majors have their detail pages. A favourite article carries only its
// id and title, not which of the two interpretation lists (专业解读 /subject-explain/list or 院校解读
// /unscramble/unscramble-list) it belongs to, so it opens in the 专业解读 list, which reads the id from `?id=`.
import type { Favourite } from '@zhiyuan/contracts';
import { articlePath, collegePagePath, majorDetailPath } from '@zhiyuan/feature-shared';

export function favouriteLink(favourite: Pick<Favourite, 'kind' | 'targetId'>): string {
  switch (favourite.kind) {
    case 'college':
      return collegePagePath(encodeURIComponent(favourite.targetId));
    case 'major':
      return majorDetailPath('/data', favourite.targetId);
    case 'article':
      return articlePath('major', favourite.targetId);
  }
}
