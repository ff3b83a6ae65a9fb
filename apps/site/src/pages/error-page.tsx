// The 404 and 401 pages: what happened, and the ways on (home, back, or signing in for 401).
import { useSetAtom } from 'jotai';
import { Link, useNavigate } from 'react-router';
import { openLoginAtom } from '@zhiyuan/domain';
import { Button, Result } from '@zhiyuan/ui';
import { messages } from '../messages.ts';

const t = messages.pages;

const PAGES = {
  '404': { title: t.notFoundTitle, description: t.notFoundDescription },
  '401': { title: t.unauthorizedTitle, description: t.unauthorizedDescription },
} as const;

export function ErrorPage({ status }: { status: keyof typeof PAGES }) {
  const navigate = useNavigate();
  const openLogin = useSetAtom(openLoginAtom);
  const page = PAGES[status];
  return (
    <Result
      status={status}
      title={page.title}
      titleAs="h1"
      description={page.description}
      extra={
        <>
          <Button asChild variant="primary">
            <Link to="/home">{t.backHome}</Link>
          </Button>
          {status === '401' ? (
            <Button variant="outline" onClick={openLogin}>
              {t.login}
            </Button>
          ) : (
            <Button variant="outline" onClick={() => navigate(-1)}>
              {t.goBack}
            </Button>
          )}
        </>
      }
    />
  );
}

export function NotFoundPage() {
  return <ErrorPage status="404" />;
}

export function UnauthorizedPage() {
  return <ErrorPage status="401" />;
}
