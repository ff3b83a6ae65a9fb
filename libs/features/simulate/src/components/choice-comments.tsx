// The teacher's comments beside a choice in 模拟填报 (issue 36): what the teacher said about this choice, whether
// it is done, and the student's reply — where the decision is made, not only in 个人中心.
import type { MyComment } from '@zhiyuan/contracts';
import { Badge } from '@zhiyuan/ui';
import { simulateMessages } from '../messages.ts';

const t = simulateMessages.choiceComments;

export function ChoiceComments({ comments }: { comments: readonly MyComment[] }) {
  return (
    <ul aria-label={t.label} className="flex flex-col gap-1">
      {comments.map((c) => (
        <li key={c.id} className="rounded bg-muted p-2 text-xs">
          <p className="flex flex-wrap items-center gap-1.5">
            <span className="font-medium">{t.from(c.authorName, c.version)}</span>
            <Badge variant={c.doneAt ? 'success' : 'warning'}>{c.doneAt ? t.done : t.open}</Badge>
          </p>
          <p className="mt-0.5 whitespace-pre-wrap break-words">{c.body}</p>
          {c.reply && <p className="mt-0.5 text-muted-foreground">{t.reply(c.reply.body)}</p>}
        </li>
      ))}
    </ul>
  );
}
