// The columns of the chosen kind's template (必填 / 二选一 / 选填, with notes) and the two template downloads —
// plain links: the template call answers the file itself.
import type { ImportKinds } from '@zhiyuan/contracts';
import { adminImportMessages } from '../messages.ts';

const t = adminImportMessages.upload;

const templateUrl = (kind: string, format: 'xlsx' | 'csv') =>
  `/api/import/template?${new URLSearchParams({ kind, format }).toString()}`;

export function TemplateColumns({ spec }: { spec: ImportKinds[number] }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap gap-3 text-sm">
        <span>{t.templates}</span>
        <a className="text-primary-strong hover:underline" href={templateUrl(spec.kind, 'xlsx')} download>
          {t.templateXlsx}
        </a>
        <a className="text-primary-strong hover:underline" href={templateUrl(spec.kind, 'csv')} download>
          {t.templateCsv}
        </a>
      </p>
      <details className="rounded-md border border-border text-sm">
        <summary className="cursor-pointer p-2">{t.columns}</summary>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[28rem]">
            <caption className="sr-only">{t.columnsCaption(spec.label)}</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="p-2 font-normal whitespace-nowrap">
                  {t.column}
                </th>
                <th scope="col" className="p-2 font-normal whitespace-nowrap">
                  {t.required}
                </th>
                <th scope="col" className="p-2 font-normal">
                  {t.note}
                </th>
              </tr>
            </thead>
            <tbody>
              {spec.columns.map((column) => (
                <tr key={column.header} className="border-b border-border last:border-0">
                  <th scope="row" className="p-2 text-left font-medium whitespace-nowrap">
                    {column.header}
                  </th>
                  <td className="p-2 whitespace-nowrap">{column.required}</td>
                  <td className="p-2 text-muted-foreground">{column.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
