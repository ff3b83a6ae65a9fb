// 导出 Excel and 打印汇总 of the class desk: the same rows (class-rows.ts) as an .xlsx made in the browser, and
// as an A4 landscape sheet in a print preview.
import { FileSpreadsheet, Printer } from 'lucide-react';
import { useState } from 'react';
import type { ClassDesk } from '@zhiyuan/contracts';
import { saveFile, XLSX_TYPE } from '@zhiyuan/feature-shared';
import { Button, cn, PrintRegion, toast } from '@zhiyuan/ui';
import { adminClassesMessages as t } from '../messages.ts';
import { CLASS_COLUMNS, classFileTitle, classRows } from '../utils/class-rows.ts';
import { classWorkbook } from '../utils/class-workbook.ts';

const today = () => new Date().toLocaleDateString('sv-SE');
/**
 * The columns whose text may wrap on the sheet. The others stay on one line: in an automatic table layout a
 * Chinese name may break after any character, and the long 检查提醒 squeezed 学生 to one character a line.
 */
const WRAPPING: Readonly<Record<string, string>> = {
  最近成绩: 'min-w-[7em]',
  志愿表: 'min-w-[7em]',
  检查提醒: 'min-w-[14em]',
};
const cellClass = (column: string | undefined) =>
  cn('border px-1 py-1', (column !== undefined && WRAPPING[column]) || 'whitespace-nowrap');
const printed = (cell: string | number) => (typeof cell === 'number' ? cell.toLocaleString('zh-CN') : cell);

export function ClassSummaryActions({ desk }: { desk: ClassDesk }) {
  const [printing, setPrinting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const title = classFileTitle(desk, today());
  const exportXlsx = async () => {
    setExporting(true);
    try {
      saveFile(await classWorkbook(desk, title), `${title}.xlsx`, XLSX_TYPE);
      toast.success(t.exported);
    } catch {
      toast.error(t.exportFailed);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="small" loading={exporting} onClick={() => void exportXlsx()}>
        <FileSpreadsheet aria-hidden="true" />
        {t.exportXlsx}
      </Button>
      <Button size="small" onClick={() => setPrinting(true)}>
        <Printer aria-hidden="true" />
        {t.printSummary}
      </Button>
      {printing && (
        <PrintRegion preview title={t.printTitle} onClose={() => setPrinting(false)}>
          <style>{'@page { size: A4 landscape; margin: 10mm; }'}</style>
          <h2 className="mb-2 text-lg font-semibold">{title.replaceAll('_', ' ')}</h2>
          <table className="w-full border-collapse text-xs">
            <caption className="sr-only">{t.printTitle}</caption>
            <thead>
              <tr>
                {CLASS_COLUMNS.map((c) => (
                  <th
                    key={c}
                    scope="col"
                    className="border px-1 py-1 text-left font-medium whitespace-nowrap"
                  >
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {classRows(desk).map((row, i) => (
                <tr key={desk.students[i]?.userId ?? i}>
                  {row.map((cell, j) => (
                    <td key={CLASS_COLUMNS[j]} className={cn(cellClass(CLASS_COLUMNS[j]), 'align-top')}>
                      {printed(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </PrintRegion>
      )}
    </div>
  );
}
