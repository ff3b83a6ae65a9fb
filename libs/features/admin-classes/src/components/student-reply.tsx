// The student's reply under the teacher's comment on the desk (issue 36): what the student answered, and when.
import type { ClassComment } from '@zhiyuan/contracts';
import { formatTime } from '@zhiyuan/domain';
import { adminClassesMessages as t } from '../messages.ts';

export function StudentReply({ reply }: { reply: NonNullable<ClassComment['reply']> }) {
  return (
    <p className="mt-2 rounded bg-muted p-2 text-sm">
      <span className="font-medium">{t.studentReply}</span>
      <span className="whitespace-pre-wrap break-words">{reply.body}</span>
      <span className="ml-2 text-xs text-muted-foreground">{formatTime(reply.createdAt)}</span>
    </p>
  );
}
