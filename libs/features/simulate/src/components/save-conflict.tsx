// A save refused because the list was saved elsewhere since it was opened: the server's reason, and the two
// ways on — reload the newer version, or keep this one as a new list.
import { Button } from '@zhiyuan/ui';
import { simulateMessages } from '../messages.ts';

const t = simulateMessages.save;

export interface SaveConflictProps {
  message: string;
  reloading: boolean;
  onReload: () => void;
  onSaveAsNew: () => void;
}

export function SaveConflict({ message, reloading, onReload, onSaveAsNew }: SaveConflictProps) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm"
    >
      <p className="font-medium">{t.conflictTitle}</p>
      <p>{message}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="small" variant="outline" loading={reloading} onClick={onReload}>
          {t.reload}
        </Button>
        <Button size="small" onClick={onSaveAsNew}>
          {t.saveAsNew}
        </Button>
      </div>
    </div>
  );
}
