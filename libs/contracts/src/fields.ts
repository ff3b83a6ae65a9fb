/**
 * The Chinese name of every input field, so that a message names the field in Chinese (原密码：…) wherever it
 * is checked, and the envelope of a 100400 carries the field's path (`data.field`) for the form to put the
 * message beside it. One name per key, as the glossary has one name per concept (`FIELD_LABELS`); where a
 * key means something else in one call (`code` is an SMS code, but a major's code in 专业详情), the schema
 * says so itself with `labelled()`, which travels with the rule into every call that uses it.
 */
import type * as z from 'zod';

/** The Chinese name of each input key of the contract (a test holds every key of every call to it). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  action: '操作类型',
  actor: '操作人',
  actorId: '操作人编号',
  adjustment: '服从调剂',
  alt: '图片说明',
  batch: '批次',
  body: '正文',
  captchaCode: '图形验证码',
  captchaId: '图形验证码',
  categories: '专业门类',
  category: '科类',
  charter: '招生章程',
  choices: '志愿',
  cities: '城市',
  city: '城市',
  classId: '班级',
  className: '班级',
  clientType: '客户端类型',
  code: '验证码',
  collegeId: '院校',
  contactLine: '联系方式',
  copyright: '版权信息',
  currentYear: '当前年份',
  deleted: '回收站',
  district: '旗县区',
  dryRun: '试运行',
  electives: '选考科目',
  eligibility: '符合的特殊计划',
  enabled: '启用',
  examDate: '考试日期',
  examName: '考试名称',
  examNumber: '考生号',
  excludeNatures: '排除的办学性质',
  file: '文件',
  filingNumber: '备案号',
  firstSubject: '首选科目',
  follow: '志愿填报公众号',
  format: '格式',
  from: '开始日期',
  gender: '性别',
  graduationYear: '毕业年份',
  groupCode: '专业组代码',
  highSchoolId: '就读高中',
  otherHighSchool: '高中名称',
  id: '编号',
  ids: '顺序',
  imageUrl: '图片',
  intro: '简介',
  isGaokao: '是否高考',
  joinCode: '加入码',
  keyword: '关键词',
  kind: '类别',
  label: '名称',
  level: '办学层次',
  limit: '条数',
  locked: '锁定',
  logo: '校徽',
  majors: '专业',
  name: '姓名',
  nature: '办学性质',
  navigation: '导航链接',
  newPassword: '新密码',
  oldPassword: '原密码',
  page: '页码',
  pageSize: '每页条数',
  password: '密码',
  phone: '手机号',
  pinned: '置顶',
  preferences: '偏好',
  province: '省份',
  provinces: '省份',
  published: '发布',
  purpose: '短信用途',
  qrCodes: '二维码',
  rank: '位次',
  rankMax: '最大位次',
  rankMin: '最小位次',
  result: '可报情况',
  results: '考试成绩',
  role: '角色',
  roles: '角色',
  school: '学校公众号',
  schoolName: '学校名称',
  scope: '范围',
  score: '分数',
  professionalScore: '专业课分数',
  scoreMax: '最高分',
  scoreMin: '最低分',
  scores: '各科成绩',
  siteTitle: '网站标题',
  sort: '排序方式',
  status: '状态',
  subject: '科目',
  summary: '摘要',
  tableId: '志愿表',
  tags: '院校标签',
  teacherId: '班主任',
  targetCode: '关联对象',
  targetId: '对象',
  targetType: '对象类型',
  tier: '档位',
  title: '标题',
  to: '结束日期',
  total: '总分',
  type: '类型',
  typeSource: '类型来源',
  url: '链接地址',
  userId: '学生',
  version: '版本号',
  website: '官网',
  year: '年份',
  collegeIntro: '院校介绍',
  findMajor: '找专业',
};

/** The label a schema carries for itself (see {@link labelled}). */
interface LabelMeta {
  label?: string;
}

/** `schema` carrying its own Chinese label, which wins over {@link FIELD_LABELS} wherever it is used. */
export function labelled<T extends z.ZodType>(label: string, schema: T): T {
  return schema.meta({ label }) as T;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas a wrapper stands for (optional, default, pipe, union …), outermost first. */
function inner(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  if (def.innerType) return [def.innerType];
  if (def.type === 'pipe') return [def.in, def.out].filter((s): s is z.ZodType => s !== undefined);
  if (def.type === 'union' && def.options) return [...def.options];
  if (def.type === 'intersection')
    return [def.left, def.right].filter((s): s is z.ZodType => s !== undefined);
  if (def.type === 'lazy' && def.getter) return [def.getter()];
  return [];
}

/** Every schema `schema` stands for through its wrappers, itself first (breadth-first, each once). */
function unwrapAll(schema: z.ZodType): z.ZodType[] {
  const seen: z.ZodType[] = [];
  const queue = [schema];
  while (queue.length > 0) {
    const next = queue.shift();
    if (next === undefined || seen.includes(next)) continue;
    seen.push(next);
    queue.push(...inner(next));
  }
  return seen;
}

/** The schema's own label, found on it or on what it wraps. */
function ownLabel(schema: z.ZodType): string | undefined {
  for (const s of unwrapAll(schema)) {
    const label = (s.meta() as LabelMeta | undefined)?.label;
    if (label) return label;
  }
  return undefined;
}

/** The schema of `key` (a property name or an array index) inside `schema`, if it has one. */
function child(schema: z.ZodType, key: string | number): z.ZodType | undefined {
  for (const s of unwrapAll(schema)) {
    const def = defOf(s);
    if (typeof key === 'string' && def.shape && Object.hasOwn(def.shape, key)) return def.shape[key];
    if (typeof key === 'number' && def.element) return def.element;
    if (def.type === 'record' && def.valueType) return def.valueType;
  }
  return undefined;
}

/** A path as the envelope's `data.field` carries it: `choices.2.majors.0.code`. */
export function fieldPath(path: readonly (string | number)[]): string {
  return path.map(String).join('.');
}

/** `choices.2.majors.0.code` (or its parts) back as a path; digits become indexes. */
export function parseFieldPath(field: string): (string | number)[] {
  return field === '' ? [] : field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** How a field is named: where it sits (志愿第3项) and its own name (专业代码). */
export interface FieldName {
  /** The items and objects it sits in, '' at the top: 考试成绩第1项, 志愿第3项的专业第1项. */
  context: string;
  /** The field's own name: 总分, 专业代码 ('' for a list item itself). */
  leaf: string;
}

/**
 * How the field at `path` of an input schema is named: its own label or the key's, and where the path goes
 * through lists, which item. A key without any label is 参数, never the English key.
 */
export function fieldName(schema: z.ZodType | undefined, path: readonly (string | number)[]): FieldName {
  let current = schema;
  let context = '';
  let leaf = '';
  for (const key of path) {
    current = current ? child(current, key) : undefined;
    if (leaf !== '') context += context === '' ? leaf : `的${leaf}`;
    if (typeof key === 'number') {
      context += `第${key + 1}项`;
      leaf = '';
      continue;
    }
    leaf = (current && ownLabel(current)) ?? FIELD_LABELS[key] ?? '参数';
  }
  return { context, leaf };
}

/** The field's whole Chinese name: 志愿第3项的专业第1项的专业代码. */
export function fieldLabel(schema: z.ZodType | undefined, path: readonly (string | number)[]): string {
  const { context, leaf } = fieldName(schema, path);
  if (context === '') return leaf;
  return leaf === '' ? context : `${context}的${leaf}`;
}

/**
 * A message that names its field: where it sits, then its name unless the message already says it —
 * 请输入正确的手机号码, 原密码错误, 年份：无效输入, 考试成绩第1项：总分与各科成绩之和不一致.
 */
export function fieldMessage(name: FieldName, message: string): string {
  const named = name.leaf === '' || message.includes(name.leaf);
  if (named) return name.context === '' ? message : `${name.context}：${message}`;
  return `${name.context === '' ? '' : `${name.context}的`}${name.leaf}：${message}`;
}

/** The property names at the top of an input schema (through optional, refined and piped wrappers). */
export function topLevelKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  for (const s of unwrapAll(schema)) {
    const shape = defOf(s).shape;
    if (shape) return Object.keys(shape);
  }
  return [];
}

/** Every property name in an input schema, however deep (for the test that each has a label). */
export function inputFieldKeys(schema: z.ZodType | undefined): { key: string; labelled: boolean }[] {
  const found: { key: string; labelled: boolean }[] = [];
  const visited = new Set<z.ZodType>();
  const visit = (s: z.ZodType) => {
    for (const each of unwrapAll(s)) {
      if (visited.has(each)) continue;
      visited.add(each);
      const def = defOf(each);
      for (const [key, value] of Object.entries(def.shape ?? {})) {
        found.push({ key, labelled: ownLabel(value) !== undefined });
        visit(value);
      }
      for (const next of [def.element, def.valueType]) if (next) visit(next);
    }
  };
  if (schema) visit(schema);
  return found;
}
