// The file field of a table file upload (a data import, a class roster or scores): CSV or XLSX only, checked
// before anything is sent. The messages stay the caller's, each upload saying its own limit.
import type { ComponentProps } from 'react';

const FILE_TYPES = /\.(csv|xlsx)$/i;

/** What the file field says of a missing, mistyped or oversized file. */
export interface TableFileMessages {
  fileRequired: string;
  fileType: string;
  fileTooLarge: string;
}

/** What the file field says about a chosen file before anything is sent ('' when it may be sent). */
export function tableFileProblem(file: File | null, maxBytes: number, t: TableFileMessages): string {
  if (!file) return t.fileRequired;
  if (!FILE_TYPES.test(file.name)) return t.fileType;
  if (file.size > maxBytes) return t.fileTooLarge;
  return '';
}

export type TableFileInputProps = Omit<ComponentProps<'input'>, 'type' | 'accept' | 'onChange'> & {
  /** The file chosen, or null when the choice was cleared. */
  onPick: (file: File | null) => void;
};

/**
 * The file input accepting CSV and XLSX; inside a FormField it takes the field's id and aria attributes. Give it
 * a new `key` to clear it.
 */
export function TableFileInput({ onPick, ...props }: TableFileInputProps) {
  return (
    <input
      {...props}
      type="file"
      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      className="block w-full text-sm file:mr-3 file:rounded file:border file:border-border file:bg-muted file:px-3 file:py-1.5 file:text-sm"
      onChange={(event) => onPick(event.currentTarget.files?.[0] ?? null)}
    />
  );
}
