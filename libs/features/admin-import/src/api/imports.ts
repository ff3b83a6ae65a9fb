// 数据导入's calls as TanStack queries and mutations: the kinds with their columns, the data status (from the
// 控制台's call), the history a page at a time, the upload (dry run or write) and the undo. A write or an undo
// refreshes the history and the data status.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportKindName, ImportUndo } from '@zhiyuan/contracts';
import { callKey } from '@zhiyuan/domain';
import { callQuery, useDomain } from '@zhiyuan/feature-shared';

export const HISTORY_PAGE_SIZE = 10;
/** An import of a large official file may take minutes on a small server. */
const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

export function useImportKinds() {
  const { api } = useDomain();
  return useQuery({
    queryKey: callKey('listImportKinds'),
    queryFn: ({ signal }) => api.listImportKinds({ signal, silent: true }),
    staleTime: Infinity,
  });
}

export function useDataStatus() {
  const { api } = useDomain();
  return useQuery({
    queryKey: callKey('getDashboard'),
    queryFn: ({ signal }) => api.getDashboard({ signal, silent: true }),
    select: (data) => data.dataStatus,
  });
}

export function useImportHistory(page: number) {
  const { api } = useDomain();
  return useQuery({
    ...callQuery(api, 'listImportRuns', { page, pageSize: HISTORY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export interface UploadRequest {
  kind: ImportKindName;
  file: File;
  dryRun: boolean;
  decisions: string;
}

function useRefreshAfterWrite() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: callKey('listImportRuns') }),
      client.invalidateQueries({ queryKey: callKey('getDashboard') }),
    ]);
}

export function useImportUpload() {
  const { api } = useDomain();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ kind, file, dryRun, decisions }: UploadRequest) =>
      api.uploadImport(
        { kind, dryRun, ...(decisions ? { decisions } : {}) },
        { file, silent: true, timeout: UPLOAD_TIMEOUT_MS },
      ),
    onSuccess: (report) => (report.dryRun ? undefined : refresh()),
  });
}

/**
 * The undo of an import; `onUndone` runs before the history refreshes — the row's button is gone after that,
 * and with it any callback given to `mutate`.
 */
export function useImportUndo(onUndone: (undo: ImportUndo) => void) {
  const { api } = useDomain();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (id: number) => api.undoImport({ id }, { silent: true }),
    onSuccess: (undo) => {
      onUndone(undo);
      return refresh();
    },
  });
}
