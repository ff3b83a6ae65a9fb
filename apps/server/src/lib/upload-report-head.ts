// The head of every uploaded table file's report — a data import's, a class roster's or scores': how the parser
// read the file, every problem, and whether the rows were written. Each report adds its own rows and counts.
import type { UploadReportHead } from '@zhiyuan/contracts';

/** What the parser tells of a file (`parseTableFile`'s result, less its rows and errors). */
interface ParsedFile {
  format: UploadReportHead['format'];
  encoding: string | null;
  totalRows: number;
  notes: string[];
}

export function uploadReportHead(
  fileName: string | null,
  parsed: ParsedFile,
  errors: UploadReportHead['errors'],
  dryRun: boolean,
  written = false,
): UploadReportHead {
  return {
    fileName,
    format: parsed.format,
    encoding: parsed.encoding,
    totalRows: parsed.totalRows,
    errorCount: errors.length,
    errors,
    notes: parsed.notes,
    dryRun,
    written,
  };
}
