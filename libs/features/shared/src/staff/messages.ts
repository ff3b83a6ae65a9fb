// Interface texts of the pieces the back office's forms share.
export const staffMessages = {
  uploadFailed: '图片上传失败，请检查网络后重试',
  uploading: '图片上传中…',
  uploadHint: '支持 PNG、JPEG、WebP、GIF，最大 2 MB',
  preview: (label: string) => `${label}预览`,
  remove: '移除图片',
  saveFailed: '保存失败，请稍后重试',
  insertImage: '插入图片',
  uploadingShort: '上传中…',
  previewHeading: '预览',
  previewOf: (label: string) => `${label.replace(/（.*）$/, '')}预览`,
  previewEmpty: '预览会显示在这里',
  dataStatus: {
    empty: '还没有录取数据',
    caption: '各年数据状态',
    year: '年份',
    rows: (rows: number) => `${rows} 行`,
  },
  tableFile: {
    choose: '选择文件',
    none: '未选择文件',
  },
  importIssues: {
    caption: '问题列表',
    columns: ['行号', '列', '问题'],
    wholeFile: '整个文件',
    wholeRow: '整行',
  },
} as const;
