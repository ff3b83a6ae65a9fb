// The foot of a back-office form: the failure that belongs to no field (the server's words, announced), then
// the save button — 保存中… while the save runs — and any further actions beside it.
import type { ReactNode } from 'react';
import { Button } from '@zhiyuan/ui';

export interface StaffFormFooterProps {
  /** The form-wide failure ('' or undefined when none). */
  error?: string | undefined;
  pending: boolean;
  save: string;
  saving: string;
  /** More buttons after the save button (关闭, 取消…). */
  children?: ReactNode;
}

export function StaffFormFooter({ error, pending, save, saving, children }: StaffFormFooterProps) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? saving : save}
        </Button>
        {children}
      </div>
    </>
  );
}
