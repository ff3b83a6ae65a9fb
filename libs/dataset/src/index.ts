/**
 * @zhiyuan/dataset — the product's data, for the server and the CLI/tools (Node only; reads its own `data/`
 * folder): the shipped public data with typed, validating loaders and attribution texts; the region's
 * admission rules as data; the deterministic Inner Mongolia sample generator; and the pure parsers of import
 * files (CSV/XLSX → typed rows + every problem). No database code: the server builds its tables from these.
 */

// Data model (zod schemas and types of every table the server builds).
export * from './schemas.ts';

// Shipped public data.
export { DEFAULT_DATA_DIR, DatasetFileError } from './data-files.ts';
export {
  readResearchRegion,
  readResearchRegions,
  RESEARCH_PROVINCES,
  type ResearchRegion,
  type ResearchUnit,
} from './research-regions.ts';
export { ATTRIBUTIONS, SAMPLE_BADGE, type Attribution, type AttributionKey } from './attribution.ts';
export {
  collegeKeywordScore,
  keywordLikePattern,
  loadEliteLists,
  loadUniversities,
  namePinyin,
  natureFromRemark,
  type EliteListEntry,
} from './universities.ts';
export { COLLEGE_SHORT_NAMES } from './short-names.ts';
export {
  buildMajorTree,
  catalogYearFor,
  degreeFromNote,
  FIVE_YEAR_MAJORS,
  loadMajors,
  MAJOR_CATALOG_YEARS,
  majorTree,
  splitMajorCode,
  type MajorCatalogYear,
  type MajorTreeCategory,
} from './majors.ts';
export {
  loadVocationalMajors,
  VOCATIONAL_CATALOG_YEAR,
  VOCATIONAL_MAJOR_YEARS,
  vocationalMajorTree,
} from './majors-vocational.ts';
export {
  COLLEGE_TYPE_DEPARTMENT_RULES,
  COLLEGE_TYPE_NAME_RULES,
  COLLEGE_TYPE_SOURCES,
  COLLEGE_TYPES,
  DEFAULT_COLLEGE_TYPE,
  deriveCollegeType,
  isCollegeType,
  mergeCollegeType,
  type CollegeType,
  type CollegeTypeSource,
  type CollegeTypeValue,
} from './college-types.ts';
export { loadDivisions, type City, type County, type Divisions, type Province } from './divisions.ts';
export {
  GUANGDONG_RANK_TRACKS,
  GUANGDONG_RANK_YEARS,
  loadGuangdongRankTables,
  type RankTrack,
  type SourceRankTable,
} from './rank-sources.ts';
export { PROVINCE_CAPITALS, provinceDistanceKm, shortProvinceName } from './provinces.ts';

// The region's rules.
export {
  allCategoryNames,
  batchesOf,
  categoriesOf,
  equivalentCategory,
  firstRulesYear,
  GUANGDONG,
  INNER_MONGOLIA,
  lineCategoriesOf,
  lineCategoryNamed,
  REGIONS,
  regionNamed,
  rulesYearOf,
  scoreLinesOf,
  type BatchDef,
  type CategoryDef,
  type LineCategoryDef,
  type RegionConfig,
  type ScoreLineDef,
} from './region.ts';
export {
  currentYearRange,
  currentYearRefusal,
  knownYears,
  yearRefusal,
  type YearRange,
} from './region-years.ts';

// Sample data.
export {
  createSampleGenerator,
  generateSampleData,
  type SampleCandidates,
  type SampleData,
  type SampleGenerator,
  type SampleOptions,
} from './sample/generate.ts';
export { INNER_MONGOLIA_SAMPLE_MODEL, sampleModelOf, type SampleModel } from './sample/model.ts';
export type { OfferedMajor, SampleCollegeProfile } from './sample/college-model.ts';
export { RankLookup } from './sample/rank-tables.ts';

// Imports.
export {
  IMPORT_KIND_LABELS,
  IMPORT_SPECS,
  importKinds,
  type AdmissionPlanImportRow,
  type AdmissionRecordImportRow,
  type CollegeImportRow,
  type ColumnSpec,
  type ImportKind,
  type ImportRowMap,
  type KindSpec,
  type RankTableImportRow,
  type ScoreLineImportRow,
} from './import/kinds.ts';
export {
  decodeText,
  detectFormat,
  ImportFileError,
  parseImportFile,
  parseTableFile,
  type ImportFormat,
  type ImportResult,
  type ParseOptions,
  type TableFileResult,
  type TextEncodingName,
} from './import/parse.ts';
export {
  CLASS_ROSTER_SPEC,
  CLASS_SCORES_SPEC,
  type ClassRosterRow,
  type ClassScoreRow,
} from './import/class-files.ts';
export { shippedReferenceHooks, validateReferences, type ReferenceHooks } from './import/references.ts';
export {
  createCollegeMatcher,
  loadFormerNames,
  nameSimilarity,
  normalizeCollegeName,
  parseCollegeDecisions,
  type CollegeDecision,
  type CollegeMatcher,
  type MatchableCollege,
  type MatchCandidate,
  type NameMatch,
  type NameMatchRule,
} from './import/college-match.ts';
export { importColumns, templateCsv, templateFor, writeTemplateXlsx } from './import/templates.ts';
export {
  normalizeBatch,
  normalizeCategory,
  normalizeSubjectRequirement,
  toHalfWidth,
  type ImportIssue,
} from './import/values.ts';

// 内蒙古's official files, imported by the seed.
export {
  NEIMENGGU_AUTHORITY,
  NEIMENGGU_BENKE_FIRST_TOUDANG,
  NEIMENGGU_OFFICIAL_DIR,
  NEIMENGGU_OFFICIAL_FILES,
  NEIMENGGU_SECONDARY_LINES_AS_PUBLISHED,
  readOfficialDecisions,
  readOfficialFile,
  type OfficialFile,
} from './neimenggu-official.ts';
