import { Link, useNavigate } from 'react-router';
import { Button, Result } from '@zhiyuan/ui';
import { messages } from '../messages.ts';

const t = messages.pages;

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t.notFoundTitle}
      titleAs="h1"
      description={t.notFoundDescription}
      extra={
        <>
          <Button asChild variant="primary">
            <Link to="/home">{t.backHome}</Link>
          </Button>
          <Button variant="outline" onClick={() => navigate(-1)}>
            {t.goBack}
          </Button>
        </>
      }
    />
  );
}
