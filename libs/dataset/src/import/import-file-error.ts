/** A problem with the import file as a whole (its message, in Chinese, is the report's one error). */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** What an XLSX that cannot be read at all is told. */
export const corruptXlsx = () => new ImportFileError('无法读取 XLSX 文件：文件已损坏或不是 Excel 工作簿');
