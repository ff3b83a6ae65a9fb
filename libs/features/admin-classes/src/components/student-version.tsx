// One saved version of a student's list on the desk (issue 36), read-only: its choices as they were saved and
// the comments made on that very version with the student's replies — so a teacher sees what a comment was
// about after the student saved the list again.
import { formatTime } from '@zhiyuan/domain';
import { LoadError, LoadingSkeleton } from '@zhiyuan/ui';
import { useStudentVersion } from '../api/student-lists.ts';
import { adminClassesMessages as t } from '../messages.ts';
import { StudentReply } from './student-reply.tsx';

export interface StudentVersionProps {
  classId: number;
  userId: number;
  tableId: number;
  version: number;
}

export function StudentVersion({ classId, userId, tableId, version }: StudentVersionProps) {
  const read = useStudentVersion({ id: classId, userId, tableId, version });
  if (read.isPending) return <LoadingSkeleton shape="list" label={t.versionLoading} />;
  if (read.isError)
    return <LoadError title={t.versionFailed} titleAs="h3" onRetry={() => void read.refetch()} />;
  const names = new Map(read.data.colleges.map((c) => [c.id, c.name]));
  const { choices } = read.data.version;
  const { comments } = read.data;
  return (
    <div className="mt-1 flex flex-col gap-2 rounded bg-muted/50 p-2 text-xs text-foreground">
      <section aria-label={t.versionChoices(version)}>
        <ol className="flex flex-col gap-0.5">
          {choices.map((choice, i) => (
            <li key={`${choice.collegeId}-${choice.groupCode ?? ''}-${i}`}>
              {t.versionChoice(
                i + 1,
                names.get(choice.collegeId) ?? t.unknownCollege(choice.collegeId),
                choice.groupCode,
                choice.majors.map((m) => m.name).join('、'),
              )}
            </li>
          ))}
        </ol>
      </section>
      <section aria-label={t.versionComments} className="flex flex-col gap-1">
        <h4 className="font-medium">{t.versionComments}</h4>
        {comments.length === 0 ? (
          <p className="text-muted-foreground">{t.noVersionComments}</p>
        ) : (
          comments.map((comment) => (
            <div key={comment.id}>
              <p className="whitespace-pre-wrap break-words">
                {comment.body}
                <span className="ml-2 text-muted-foreground">{formatTime(comment.createdAt)}</span>
              </p>
              {comment.reply ? <StudentReply reply={comment.reply} /> : null}
            </div>
          ))
        )}
      </section>
    </div>
  );
}
