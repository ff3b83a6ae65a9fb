// The file field of a table file upload (a data import, a class roster or scores): CSV or XLSX only, checked
// before anything is sent. The messages stay the caller's, each upload saying its own limit.
import { useState, type ComponentProps } from 'react';
import { staffMessages } from './messages.ts';

const t = staffMessages.tableFile;

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
 * a new `key` to clear it. The native input lies unseen over a 选择文件 button and the chosen file's name: the
 * browser's own button speaks its interface language ("Choose File" on an English system), beside Chinese text.
 */
export function TableFileInput({ onPick, ...props }: TableFileInputProps) {
  const [name, setName] = useState('');
  return (
    <span className="relative flex min-w-0 items-center gap-3 text-sm">
      <input
        {...props}
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
        onChange={(event) => {
          const picked = event.currentTarget.files?.[0] ?? null;
          setName(picked?.name ?? '');
          onPick(picked);
        }}
      />
      <span
        aria-hidden="true"
        className="shrink-0 rounded border border-border bg-muted px-3 py-1.5 peer-hover:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-aria-invalid:border-destructive"
      >
        {t.choose}
      </span>
      <span aria-hidden="true" className="min-w-0 truncate text-muted-foreground">
        {name || t.none}
      </span>
    </span>
  );
}
