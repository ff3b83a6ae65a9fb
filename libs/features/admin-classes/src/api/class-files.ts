// A 班主任's files from the school (导入名单, 导入成绩) as TanStack mutations: a dry run or a write of the class
// roster or the class's exam results. A write refreshes the desk (new students, new results).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassRosterReport, ClassScoresReport } from '@zhiyuan/contracts';
import { callKey } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';

export type ClassFileKind = 'roster' | 'scores';

export interface ClassFileRequest {
  kind: ClassFileKind;
  classId: number;
  file: File;
  dryRun: boolean;
  /** The exam's name (scores only). */
  examName: string;
}

export type ClassFileReport = ClassRosterReport | ClassScoresReport;

export function useClassFileUpload() {
  const { api } = useDomain();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, classId, file, dryRun, examName }: ClassFileRequest): Promise<ClassFileReport> =>
      kind === 'roster'
        ? api.importClassRoster({ id: classId, dryRun }, { file, silent: true })
        : api.importClassScores({ id: classId, examName, dryRun }, { file, silent: true }),
    onSuccess: (report) =>
      report.written ? client.invalidateQueries({ queryKey: callKey('getClassDesk') }) : undefined,
  });
}
