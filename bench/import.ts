// The import half of `npm run bench`: 200,000 admission rows (the sample's records of the region, then the
// same for another 生源省份) imported as a CSV through the import service the back office and the CLI use,
// timed phase by phase.
import { createSampleGenerator } from '@zhiyuan/dataset';
import { createDataCache } from '../apps/server/src/data/cache.ts';
import { createDataModules } from '../apps/server/src/data/modules.ts';
import { SAMPLE_SEED } from '../apps/server/src/data/seed.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';

export const IMPORT_ROWS = 200_000;

/** 200,000 admission rows as a CSV: the sample's records of the region, then the same for another 生源省份. */
function admissionCsv(): { bytes: Uint8Array; rows: number } {
  const header =
    '年份,生源省份,科类,批次,院校代码,院校名称,专业组,专业代码,专业名称,计划数,最低分,最低位次,平均分,最高分';
  const lines = [header];
  const generator = createSampleGenerator({ seed: SAMPLE_SEED });
  const records = [...generator.admissionRecords()];
  const cell = (v: string | number | null) => (v === null ? '' : String(v));
  for (let i = 0; lines.length <= IMPORT_ROWS; i++) {
    const r = records[i % records.length];
    if (!r) break;
    const province = i < records.length ? r.province : '山西';
    lines.push(
      [
        r.year,
        province,
        r.category,
        r.batch,
        r.collegeCode,
        r.collegeName,
        cell(r.groupCode),
        cell(r.majorCode),
        cell(r.majorName),
        cell(r.planCount),
        r.minScore,
        cell(r.minRank),
        cell(r.avgScore),
        cell(r.maxScore),
      ].join(','),
    );
  }
  return { bytes: new TextEncoder().encode(`${lines.join('\n')}\n`), rows: lines.length - 1 };
}

/** Imports the rows into the database at `databaseUrl`; what it took, and what the import reported. */
export async function benchImport(databaseUrl: string, log: (line: string) => void) {
  const file = admissionCsv();
  const importDb = openDatabase(databaseUrl);
  const phases: Record<string, number> = {};
  let phase = '';
  let phaseStart = performance.now();
  const started = performance.now();
  const { imports } = createDataModules({
    db: importDb.db,
    cache: createDataCache(importDb.db),
    now: Date.now,
  });
  const report = await imports.service.run('admission-records', file.bytes, {
    fileName: 'bench.csv',
    onProgress: (step) => {
      if (step === phase) return;
      const now = performance.now();
      if (phase) phases[phase] = Math.round(now - phaseStart);
      phase = step;
      phaseStart = now;
    },
  });
  const importMs = Math.round(performance.now() - started);
  if (phase) phases[phase] = Math.round(performance.now() - phaseStart);
  await importDb.close();
  if (report.errorCount > 0) throw new Error(`import failed: ${JSON.stringify(report.errors.slice(0, 5))}`);
  const imported = {
    rows: file.rows,
    megabytes: Number((file.bytes.length / 1024 / 1024).toFixed(1)),
    seconds: Number((importMs / 1000).toFixed(1)),
    rowsPerSecond: Math.round(file.rows / (importMs / 1000)),
    phasesMs: phases,
    inserted: report.inserted,
    updated: report.updated,
    removed: report.removed,
  };
  log(
    `import: ${imported.rows} rows (${imported.megabytes} MB CSV) in ${imported.seconds} s = ${imported.rowsPerSecond} rows/s ` +
      `(${Object.entries(phases)
        .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`)
        .join(
          ', ',
        )}; inserted ${report.inserted}, updated ${report.updated}, replaced samples ${report.removed})`,
  );
  return imported;
}
