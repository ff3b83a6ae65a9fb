/**
 * 内蒙古's own official data, shipped in `data/neimenggu_official` exactly as copied from the authority's
 * publications (see its PROVENANCE.txt): the seed imports each file through the same import service a school
 * uses, in the order a school imports them each July. The large files are gzip-compressed; the bytes given to
 * the importer are the file as published (UTF-8 CSV with a header row).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DEFAULT_DATA_DIR, DatasetFileError } from './data-files.ts';
import type { ImportKind } from './import/kind-spec.ts';

export const NEIMENGGU_OFFICIAL_DIR = 'neimenggu_official';

/** The authority named on every page that shows these rows. */
export const NEIMENGGU_AUTHORITY = '内蒙古自治区教育招生考试中心';

export interface OfficialFile {
  kind: ImportKind;
  /** The published file's name (the shipped copy may add `.gz`). */
  name: string;
  /** What it holds, for the CLI's progress and the docs. */
  label: string;
}

/**
 * The files, in import order: the score lines and the 一分一段 table first, then the plans (the 2026 codes of
 * the colleges are recorded), then the 2025 投档 and 录取 of every round. The 本科批 first-round file is a part
 * of the all-rounds file, so the seed imports only the latter (importing both changes nothing).
 */
export const NEIMENGGU_OFFICIAL_FILES: readonly OfficialFile[] = [
  { kind: 'score-lines', name: 'neimenggu_2026_control_lines.csv', label: '2026 年录取控制分数线' },
  {
    kind: 'score-lines',
    // The secondary file normalised (data/neimenggu_official/README.md): its 2023–2024 rows are labelled
    // 物理类/历史类 though those years had 理科/文科, and 本科普通类 is the quoting school's word for 本科一批.
    name: 'neimenggu_2023_2025_score_lines.csv',
    label: '2023—2025 年批次线（高校转引）',
  },
  { kind: 'rank-table', name: 'neimenggu_2026_yifenyiduan.csv', label: '2026 年一分一段表' },
  { kind: 'admission-plans', name: 'neimenggu_2026_zhaosheng_jihua.csv', label: '2026 年招生计划' },
  {
    kind: 'admission-records',
    name: 'neimenggu_2025_toudang_luqu_all_rounds.csv',
    label: '2025 年投档、录取最高分最低分（各批次、各轮）',
  },
];

/** Shipped as published: the universities' quotes of the 批次线 (the seed imports the normalised copy). */
export const NEIMENGGU_SECONDARY_LINES_AS_PUBLISHED: OfficialFile = {
  kind: 'score-lines',
  name: 'neimenggu_2023_2025_control_lines_secondary.csv',
  label: '2023—2025 年批次线（高校转引，原样）',
};

/** Also shipped: the 本科批 first 投档 on its own (a part of the all-rounds file). */
export const NEIMENGGU_BENKE_FIRST_TOUDANG: OfficialFile = {
  kind: 'admission-records',
  name: 'neimenggu_2025_benke_first_toudang.csv',
  label: '2025 年本科批第一次投档最高分最低分',
};

/** The decisions for colleges the files name that the MOE list does not hold (one a line). */
export const NEIMENGGU_DECISIONS_FILE = 'neimenggu-decisions.txt';

/** The bytes of a shipped file as published (decompressed where it is shipped as `.gz`). */
export function readOfficialFile(name: string, dataDir: string = DEFAULT_DATA_DIR): Uint8Array {
  const path = join(dataDir, NEIMENGGU_OFFICIAL_DIR, name);
  try {
    return new Uint8Array(readFileSync(path));
  } catch {
    // Shipped compressed.
  }
  try {
    return new Uint8Array(gunzipSync(readFileSync(`${path}.gz`)));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? '文件不存在' : '无法解压';
    throw new DatasetFileError(`${NEIMENGGU_OFFICIAL_DIR}/${name}`, null, reason);
  }
}

/** The decisions shipped with the files, in the import's decisions format (data/neimenggu_official/README). */
export function readOfficialDecisions(dataDir: string = DEFAULT_DATA_DIR): string {
  try {
    return readFileSync(join(dataDir, NEIMENGGU_OFFICIAL_DIR, NEIMENGGU_DECISIONS_FILE), 'utf8');
  } catch {
    throw new DatasetFileError(`${NEIMENGGU_OFFICIAL_DIR}/${NEIMENGGU_DECISIONS_FILE}`, null, '文件不存在');
  }
}
