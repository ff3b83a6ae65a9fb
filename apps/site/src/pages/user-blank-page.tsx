// /user/user-blank: the user area's landing page — a welcome and the way into the personal centre.
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { nameAtom } from '@zhiyuan/domain';
import { RequireLogin } from '@zhiyuan/feature-auth';
import { Button, Result } from '@zhiyuan/ui';
import { messages } from '../messages.ts';

const t = messages.pages;

function Welcome() {
  const name = useAtomValue(nameAtom);
  return (
    <Result
      status="success"
      title={t.welcome(name)}
      titleAs="h1"
      description={t.welcomeDescription}
      extra={
        <>
          <Button asChild variant="primary">
            <Link to="/user/user-profile">{t.toProfile}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/home">{t.backHome}</Link>
          </Button>
        </>
      }
    />
  );
}

export function UserBlankPage() {
  return (
    <RequireLogin titleAs="h1">
      <Welcome />
    </RequireLogin>
  );
}
