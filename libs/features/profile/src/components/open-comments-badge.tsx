// The number of the teachers' comments still open, as a badge beside 个人中心 in the site's header and on the
// 我的班级 tab; nothing while there is none (or before the count has come).
import { Badge } from '@zhiyuan/ui';
import { useOpenComments } from '../api/comment-replies.ts';
import { profileMessages } from '../messages.ts';

export function OpenCommentsBadge({ enabled = true }: { enabled?: boolean }) {
  const open = useOpenComments(enabled).data?.open ?? 0;
  if (open === 0) return null;
  return (
    <Badge variant="warning" aria-label={profileMessages.reply.openBadge(open)} role="status">
      {open}
    </Badge>
  );
}
