// 导出: plain links to GET /api/admission/export with the query on screen (all pages, at most 20,000 rows);
// the server streams the file and names it, so the browser downloads it like any file.
import { Download } from 'lucide-react';
import { ADMISSION_EXPORT_MAX_ROWS } from '@zhiyuan/contracts/basics';
import { buttonVariants, cn } from '@zhiyuan/ui';
import { dataSearchMessages } from '../messages.ts';
import { exportHref, type SearchFilters } from '../utils/search-query.ts';

const t = dataSearchMessages.exports;

export function ExportLinks({ filters, apiBase = '' }: { filters: SearchFilters; apiBase?: string }) {
  const link = cn(buttonVariants({ variant: 'default', size: 'small' }));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a href={exportHref(filters, 'csv', apiBase)} download className={link} title={t.csvLabel}>
        <Download aria-hidden="true" />
        {t.csv}
      </a>
      <a href={exportHref(filters, 'xlsx', apiBase)} download className={link} title={t.xlsxLabel}>
        <Download aria-hidden="true" />
        {t.xlsx}
      </a>
      <p className="text-xs text-muted-foreground">{t.limit(ADMISSION_EXPORT_MAX_ROWS)}</p>
    </div>
  );
}
