// The class desk's two file imports behind their buttons (导入名单, 导入成绩): one panel open at a time.
import { useState } from 'react';
import { Button } from '@zhiyuan/ui';
import type { ClassFileKind } from '../api/class-files.ts';
import { classFileMessages as t } from '../class-file-messages.ts';
import { ClassFilePanel } from './class-file-panel.tsx';

const KINDS: readonly ClassFileKind[] = ['roster', 'scores'];

export function ClassFiles({ classId }: { classId: number }) {
  const [open, setOpen] = useState<ClassFileKind | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {KINDS.map((kind) => (
          <Button
            key={kind}
            variant="outline"
            aria-expanded={open === kind}
            onClick={() => setOpen(open === kind ? null : kind)}
          >
            {open === kind ? `${t.close}${t.open[kind]}` : t.open[kind]}
          </Button>
        ))}
      </div>
      {open && <ClassFilePanel key={open} kind={open} classId={classId} />}
    </div>
  );
}
