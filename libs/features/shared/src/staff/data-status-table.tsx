// Per year and kind of admission data, whether it is 示例数据, official or missing, and how many rows it holds —
// the back office's 控制台 (each cell a link to 数据导入) and 数据导入 itself show the same table.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DATA_STATUS_LABELS, type Dashboard } from '@zhiyuan/contracts';
import { Badge, Empty } from '@zhiyuan/ui';
import { staffMessages as t } from './messages.ts';

export interface DataStatusTableProps {
  dataStatus: Dashboard['dataStatus'];
  /** Where each cell leads; no links when left out. */
  linkTo?: string;
}

type Status = Dashboard['dataStatus'][number]['kinds'][number]['status'];

const variantOf = (status: Status) =>
  status === 'official' ? 'success' : status === 'none' ? 'secondary' : 'warning';

export function DataStatusTable({ dataStatus, linkTo }: DataStatusTableProps) {
  if (dataStatus.length === 0) return <Empty description={t.dataStatus.empty} />;
  const cell = (content: ReactNode) =>
    linkTo ? (
      <Link to={linkTo} className="hover:underline">
        {content}
      </Link>
    ) : (
      content
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">{t.dataStatus.caption}</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="p-2 font-normal">
              {t.dataStatus.year}
            </th>
            {dataStatus[0]?.kinds.map((kind) => (
              <th key={kind.kind} scope="col" className="p-2 font-normal">
                {kind.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dataStatus.map((year) => (
            <tr key={year.year} className="border-b border-border">
              <th scope="row" className="p-2 text-left font-medium">
                {year.year}
              </th>
              {year.kinds.map((kind) => (
                <td key={kind.kind} className="p-2">
                  {cell(
                    <>
                      <Badge variant={variantOf(kind.status)}>{DATA_STATUS_LABELS[kind.status]}</Badge>
                      <span className="ml-1 text-xs text-muted-foreground">
                        {t.dataStatus.rows(kind.rows)}
                      </span>
                    </>,
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
