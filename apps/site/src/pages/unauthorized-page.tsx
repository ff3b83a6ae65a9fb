import { Link } from 'react-router';
import { Button, Result } from '@zhiyuan/ui';
import { messages } from '../messages.ts';

const t = messages.pages;

export function UnauthorizedPage() {
  return (
    <Result
      status="401"
      title={t.unauthorizedTitle}
      titleAs="h1"
      description={t.unauthorizedDescription}
      extra={
        <Button asChild variant="primary">
          <Link to="/home">{t.backHome}</Link>
        </Button>
      }
    />
  );
}
