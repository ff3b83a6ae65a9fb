// One account in 用户管理: its facts, its roles (checkboxes, 保存角色), lock or unlock, a temporary password
// (the user must change it at the next sign-in) and 注销全部会话. What the server refuses (the last admin,
// one's own admin role) is shown in the dialog with the server's words.
import { useState } from 'react';
import { passwordSchema, ROLE_LABELS, ROLES, type AdminUser, type Role } from '@zhiyuan/contracts';
import { formatTime, isApiError } from '@zhiyuan/domain';
import { Button, Checkbox, Dialog, FormField, PasswordInput, toast } from '@zhiyuan/ui';
import { adminUsersMessages } from './messages.ts';
import { useUserActions } from './user-actions.ts';

const t = adminUsersMessages.dialog;

export interface UserDialogProps {
  user: AdminUser;
  onClose: () => void;
}

function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : '';
}

export function UserDialog({ user: initial, onClose }: UserDialogProps) {
  const [user, setUser] = useState(initial);
  const [roles, setRoles] = useState<Role[]>([...initial.roles]);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const [failure, setFailure] = useState('');
  const actions = useUserActions(setUser);
  const options = { onError: (error: unknown) => setFailure(errorText(error)) };

  const toggleRole = (role: Role, on: boolean) =>
    setRoles((current) =>
      on ? ROLES.filter((r) => r === role || current.includes(r)) : current.filter((r) => r !== role),
    );

  const saveRoles = () => {
    setFailure('');
    actions.setRoles.mutate(
      { id: user.id, roles },
      { ...options, onSuccess: () => toast.success(t.rolesSaved) },
    );
  };
  const toggleLock = () => {
    setFailure('');
    actions.lock.mutate(
      { id: user.id, locked: !user.locked },
      { ...options, onSuccess: (u) => toast.success(u.locked ? t.lockedNow : t.unlockedNow) },
    );
  };
  const resetPassword = () => {
    setFailure('');
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) {
      setPasswordError(checked.error.issues[0]?.message ?? '');
      return;
    }
    setPasswordError('');
    actions.resetPassword.mutate(
      { id: user.id, password },
      {
        ...options,
        onSuccess: () => {
          setPassword('');
          toast.success(t.passwordReset);
        },
      },
    );
  };
  const signOutAll = () => {
    setFailure('');
    actions.signOutAll.mutate(user.id, {
      ...options,
      onSuccess: ({ signedOut }) => {
        setUser({ ...user, activeSessions: 0 });
        toast.success(t.signedOut(signedOut));
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.title(user.name)} width={520}>
      <div className="flex flex-col gap-4 text-sm">
        <dl className="grid grid-cols-[6rem_1fr] gap-x-2 gap-y-1">
          <dt className="text-muted-foreground">{t.phone}</dt>
          <dd>{user.phone}</dd>
          <dt className="text-muted-foreground">{t.status}</dt>
          <dd>
            {user.locked ? adminUsersMessages.locked : adminUsersMessages.normal}
            {user.mustChangePassword ? t.mustChange : ''}
          </dd>
          <dt className="text-muted-foreground">{t.createdAt}</dt>
          <dd>{formatTime(user.createdAt)}</dd>
          <dt className="text-muted-foreground">{t.lastSeenAt}</dt>
          <dd>{user.lastSeenAt ? formatTime(user.lastSeenAt) : adminUsersMessages.neverSignedIn}</dd>
          <dt className="text-muted-foreground">{t.sessions}</dt>
          <dd>{user.activeSessions}</dd>
        </dl>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">{t.roles}</legend>
          <div className="flex flex-wrap gap-4">
            {ROLES.map((role) => (
              <Checkbox
                key={role}
                label={ROLE_LABELS[role]}
                checked={roles.includes(role)}
                onCheckedChange={(checked) => toggleRole(role, checked === true)}
              />
            ))}
          </div>
          <Button
            className="self-start"
            variant="primary"
            loading={actions.setRoles.isPending}
            onClick={saveRoles}
          >
            {t.saveRoles}
          </Button>
        </fieldset>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <FormField label={t.temporaryPassword} error={passwordError} className="flex-1">
            <PasswordInput
              value={password}
              autoComplete="new-password"
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <Button variant="outline" loading={actions.resetPassword.isPending} onClick={resetPassword}>
            {t.resetPassword}
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant={user.locked ? 'outline' : 'danger'}
            loading={actions.lock.isPending}
            onClick={toggleLock}
          >
            {user.locked ? t.unlock : t.lock}
          </Button>
          <Button variant="outline" loading={actions.signOutAll.isPending} onClick={signOutAll}>
            {t.signOutAll}
          </Button>
        </div>
        {failure && (
          <p role="alert" data-testid="user-action-error" className="text-destructive">
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
