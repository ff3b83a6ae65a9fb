// What can be done with the 志愿表: 保存, 打印预览 and 导出 Excel (both need a choice), 清空.
import { FileSpreadsheet, Printer, Save, Trash2 } from 'lucide-react';
import { Button } from '@zhiyuan/ui';
import { simulateMessages } from '../messages.ts';

const t = simulateMessages;

export interface VolunteerToolbarProps {
  hasChoices: boolean;
  saving: boolean;
  exporting: boolean;
  onSave: () => void;
  onPrint: () => void;
  onExport: () => void;
  onClear: () => void;
}

export function VolunteerToolbar({
  hasChoices,
  saving,
  exporting,
  onSave,
  onPrint,
  onExport,
  onClear,
}: VolunteerToolbarProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="primary" loading={saving} onClick={onSave}>
        <Save aria-hidden="true" />
        {saving ? t.save.saving : t.save.save}
      </Button>
      <Button disabled={!hasChoices} onClick={onPrint}>
        <Printer aria-hidden="true" />
        {t.print.open}
      </Button>
      <Button disabled={!hasChoices} loading={exporting} onClick={onExport}>
        <FileSpreadsheet aria-hidden="true" />
        {exporting ? t.exportXlsx.working : t.exportXlsx.button}
      </Button>
      <Button variant="ghost" onClick={onClear}>
        <Trash2 aria-hidden="true" />
        {t.list.clear}
      </Button>
    </div>
  );
}
