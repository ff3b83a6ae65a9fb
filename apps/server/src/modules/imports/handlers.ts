// The back office's data imports: the kinds with their columns, the templates (CSV with a BOM so Excel
// reads it as UTF-8, or XLSX with a 说明 sheet), and the upload, which runs the import service and answers
// with its report (at most 2,000 problems listed; `errorCount` counts them all).
import { IMPORT_REPORT_MAX_ERRORS, importSummary, type ImportKinds } from '@zhiyuan/contracts';
import {
  IMPORT_KIND_LABELS,
  IMPORT_SPECS,
  importKinds,
  templateCsv,
  writeTemplateXlsx,
} from '@zhiyuan/dataset';
import { fieldError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import { listImportRuns } from './history.ts';
import { IMPORT_MESSAGES } from './messages.ts';
import type { ImportService } from './service.ts';
import { undoImportRun, type ImportUndoDeps } from './undo.ts';

/** The kinds and their columns, as `GET /api/import/kinds` lists them. */
function importKindList(): ImportKinds {
  return importKinds.map((kind) => {
    const spec = IMPORT_SPECS[kind];
    return {
      kind,
      label: IMPORT_KIND_LABELS[kind],
      columns: spec.columns.map((c) => ({
        header: c.header,
        required: c.required ? '必填' : spec.oneOf?.some((g) => g.includes(c.key)) ? '二选一' : '选填',
        note: c.note,
        aliases: [...c.aliases],
      })),
    };
  });
}

export type ImportCalls =
  'listImportKinds' | 'downloadImportTemplate' | 'uploadImport' | 'listImportRuns' | 'undoImport';

export function importHandlers(
  service: ImportService,
  undoDeps: ImportUndoDeps,
): Pick<CallHandlers, ImportCalls> {
  return {
    listImportKinds: async () => importKindList(),

    downloadImportTemplate: async ({ input }) => {
      const label = IMPORT_KIND_LABELS[input.kind];
      if (input.format === 'csv') {
        return {
          fileName: `${label}导入模板.csv`,
          contentType: 'text/csv; charset=utf-8',
          content: new TextEncoder().encode(templateCsv(input.kind)),
        };
      }
      return {
        fileName: `${label}导入模板.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: new Uint8Array(await writeTemplateXlsx(input.kind)),
      };
    },

    uploadImport: async ({ input, auth, audit, upload, setMessage }) => {
      if (!upload) throw fieldError('file', '请选择要上传的文件');
      const report = await service.run(input.kind, upload.bytes, {
        fileName: upload.fileName,
        dryRun: input.dryRun,
        ...(input.decisions === undefined ? {} : { decisions: input.decisions }),
        user: { id: auth.userId, name: auth.name },
        onWritten: (trx, counts) =>
          audit(trx, {
            targetType: 'import',
            targetId: input.kind,
            summary: `导入${IMPORT_KIND_LABELS[input.kind]}（${upload.fileName}）：写入 ${counts.changed} 行，替换示例数据 ${counts.removed} 行`,
          }),
      });
      setMessage(importSummary(report));
      return { ...report, errors: report.errors.slice(0, IMPORT_REPORT_MAX_ERRORS) };
    },

    listImportRuns: async ({ input }) => listImportRuns(undoDeps.db, input),

    undoImport: async ({ input, auth, audit, setMessage }) => {
      const undo = await undoImportRun(undoDeps, input.id, auth.name, (trx, done) =>
        audit(trx, {
          targetType: 'import',
          targetId: input.id,
          summary: `撤销${done.label}的导入：移除 ${done.removed} 行，恢复导入前的 ${done.restored} 行`,
        }),
      );
      setMessage(IMPORT_MESSAGES.undone(undo.label, undo.removed, undo.restored));
      return undo;
    },
  };
}
