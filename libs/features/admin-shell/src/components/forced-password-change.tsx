// What a staff member whose password an admin reset sees after signing in, instead of the pages: why, and the
// change form (the temporary password as the old one). Once changed, the pages open; 退出登录 stays at hand.
import { ChangePasswordForm } from '@zhiyuan/feature-shared';
import { Button, Card, CardContent } from '@zhiyuan/ui';
import { shellMessages as t } from '../messages.ts';

export interface ForcedPasswordChangeProps {
  onChanged: () => void;
  onLogout: () => void;
}

export function ForcedPasswordChange({ onChanged, onLogout }: ForcedPasswordChangeProps) {
  return (
    <main className="flex min-h-screen items-start justify-center bg-muted/40 px-4 py-10 sm:items-center">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-4 p-6">
          <h1 className="text-lg font-semibold">{t.forcedPasswordTitle}</h1>
          <p role="status" className="text-sm">
            {t.forcedPasswordReason}
          </p>
          <ChangePasswordForm onChanged={onChanged} />
          <Button variant="link" className="self-start px-0" onClick={onLogout}>
            {t.logout}
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
