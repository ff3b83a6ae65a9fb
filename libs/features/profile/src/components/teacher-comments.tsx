// 老师的建议: the teacher's comments on the student's lists, newest first and a page at a time — which list,
// which choice (as it read when the comment was made) and the version — each marked done (or open again) by
// the student.
import { useState } from 'react';
import { Badge, Button, LoadError, Pagination, Skeleton } from '@zhiyuan/ui';
import { COMMENTS_PAGE_SIZE, useMarkCommentDone, useMyComments } from '../api/follow-up.ts';
import { profileMessages } from '../messages.ts';
import { CommentReply } from './comment-reply.tsx';
import { OpenCommentsBadge } from './open-comments-badge.tsx';

const t = profileMessages.comments;

export function TeacherComments() {
  const [page, setPage] = useState(1);
  const comments = useMyComments(page);
  const mark = useMarkCommentDone();
  let body;
  if (comments.isPending) body = <Skeleton className="h-12 w-full" />;
  else if (comments.isError)
    body = <LoadError title={t.loadFailed} titleAs="h3" onRetry={() => void comments.refetch()} />;
  else if (comments.data.total === 0) body = <p className="text-sm text-muted-foreground">{t.none}</p>;
  else
    body = (
      <>
        <ul className="flex flex-col gap-2">
          {comments.data.items.map((c) => (
            <li key={c.id} className="rounded border p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{t.where(c.listName, c.choiceLabel)}</span>
                <Badge variant={c.doneAt ? 'success' : 'warning'}>{c.doneAt ? t.done : t.open}</Badge>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words">{c.body}</p>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <span className="text-xs text-muted-foreground">
                  {t.meta(c.authorName, c.createdAt, c.version)}
                </span>
                <Button
                  size="small"
                  disabled={mark.isPending}
                  aria-label={`${c.doneAt ? t.reopen : t.markDone}：${c.choiceLabel}`}
                  onClick={() => mark.mutate({ id: c.id, done: !c.doneAt })}
                >
                  {c.doneAt ? t.reopen : t.markDone}
                </Button>
              </div>
              <CommentReply comment={c} />
            </li>
          ))}
        </ul>
        {comments.data.total > COMMENTS_PAGE_SIZE && (
          <Pagination
            total={comments.data.total}
            page={page}
            pageSize={COMMENTS_PAGE_SIZE}
            onChange={setPage}
            label={t.pages}
          />
        )}
      </>
    );
  return (
    <section aria-labelledby="teacher-comments" className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <h2 id="teacher-comments" className="text-base font-semibold">
          {t.title}
        </h2>
        <OpenCommentsBadge />
      </div>
      {body}
    </section>
  );
}
