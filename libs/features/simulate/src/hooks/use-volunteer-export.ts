// 导出 Excel of the 志愿表: the student's details (when signed in) over the rows, saved as a file.
import { useState } from 'react';
import { toast } from '@zhiyuan/ui';
import type { StudentDetails } from '../api/student.ts';
import { studentFields } from '../components/volunteer-print.tsx';
import { simulateMessages } from '../messages.ts';
import type { VolunteerDraft } from '../utils/draft.ts';
import { saveFile, volunteerWorkbook, XLSX_TYPE } from '../utils/export-xlsx.ts';
import { today, volunteerNotes, type VolunteerRow } from '../utils/volunteer-rows.ts';

const t = simulateMessages;

export function useVolunteerExport() {
  const [exporting, setExporting] = useState(false);
  const exportXlsx = async (
    draft: VolunteerDraft,
    rows: readonly VolunteerRow[],
    student: StudentDetails | null,
  ) => {
    setExporting(true);
    try {
      const bytes = await volunteerWorkbook({
        title: draft.name,
        details: studentFields(draft, student),
        rows,
        notes: volunteerNotes(rows),
      });
      saveFile(bytes, t.exportXlsx.fileName(draft.name.trim() || t.list.heading, today()), XLSX_TYPE);
      toast.success(t.exportXlsx.done);
    } catch {
      toast.error(t.exportXlsx.failed);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportXlsx };
}
