// Where a favourite leads. Colleges and majors have their detail pages. A favourite article carries only its
// id and title, not which of the two interpretation lists (专业解读 /subject-explain/list or 院校解读
// /unscramble/unscramble-list) it belongs to, so it opens in the 专业解读 list, which reads the id from `?id=`.
import type { Favourite } from '@zhiyuan/contracts';

export function favouriteLink(favourite: Pick<Favourite, 'kind' | 'targetId'>): string {
  const id = encodeURIComponent(favourite.targetId);
  switch (favourite.kind) {
    case 'college':
      return `/data/college-page?id=${id}`;
    case 'major':
      return `/data/subject-detail?code=${id}`;
    case 'article':
      return `/subject-explain/list?id=${id}`;
  }
}
