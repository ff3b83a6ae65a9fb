// 清空 asks first: the list being edited goes (a saved copy stays under 我的志愿表).
import { Button, Dialog, DialogClose } from '@zhiyuan/ui';
import { simulateMessages } from '../messages.ts';

const t = simulateMessages;

export function ClearListDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.list.clear}
      width={400}
      footer={
        <>
          <DialogClose>
            <Button>{t.add.cancel}</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm}>
            {t.list.clearYes}
          </Button>
        </>
      }
    >
      <p className="text-sm">{t.list.clearConfirm}</p>
    </Dialog>
  );
}
