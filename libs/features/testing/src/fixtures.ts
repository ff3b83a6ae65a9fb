// Realistic data for feature tests and stories, and a small in-memory account server (`accountHandlers`)
// that answers the account, student and favourites calls statefully, so a story can be clicked through and a
// test can read back what was saved. The public key is a real RSA key (the private half was thrown away):
// passwords are really encrypted, as in the app.
import type {
  ExamResult,
  Favourite,
  HighSchool,
  StudentInfo,
  UserInfo,
  VolunteerChoiceOut,
} from '@zhiyuan/contracts';
import { fail, type FakeHandlers } from './fake-server.ts';

export const FIXTURE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArJiqmRX7sKePI06tKkJz
R0FCxPC6eDbIrGN6M85uJgeV2FtS7AZCkbd3WD8h48Ste+k26hg33oVw6qWWty5v
4Si38+EvEbcR/Gl9iDbhg9iEG7aQbQTem9jiLDGlwCGbp6vgjKHHowadF8ae6dZS
/wy6eJ/AHgubBp77x9B25/lED89c7Wo6nD3b3d+yIQE3duIL6k4s+uYsV+GWX4pw
obMhyqWs833Di5e6K3hSYPd/1c66dfolk+LimAdEXMqYQK6l8kemoI0QzklcHd26
wzUE0aF70/93c3l5vinMZcxZI3g6ZUhkAVQ/MvhHCgzzkdM7Q55Sos90n6RcLwYy
yQIDAQAB
-----END PUBLIC KEY-----
`;

/** An image captcha like svg-captcha draws (noise lines and the text "7aKp"). */
export const FIXTURE_CAPTCHA_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">' +
  '<rect width="120" height="40" fill="#f0f5ff"/>' +
  '<path d="M4 30 C30 5 60 38 116 12" stroke="#8ca0d7" fill="none"/>' +
  '<path d="M2 12 C40 34 70 2 118 28" stroke="#d9a07a" fill="none"/>' +
  '<text x="12" y="29" font-size="24" fill="#3c5aa6" transform="rotate(-8 20 28)">7</text>' +
  '<text x="38" y="28" font-size="24" fill="#a63c5a">a</text>' +
  '<text x="62" y="30" font-size="24" fill="#3ca66e" transform="rotate(10 70 28)">K</text>' +
  '<text x="88" y="28" font-size="24" fill="#7a3ca6">p</text></svg>';

export const highSchoolsFixture: HighSchool[] = [
  { id: 1, name: '呼和浩特市第二中学', city: '呼和浩特市', district: '新城区' },
  { id: 2, name: '包头市第一中学', city: '包头市', district: '青山区' },
  { id: 3, name: '赤峰第二中学', city: '赤峰市', district: '红山区' },
  { id: 4, name: '鄂尔多斯市第一中学', city: '鄂尔多斯市', district: '康巴什区' },
  { id: 5, name: '通辽市第五中学', city: '通辽市', district: '科尔沁区' },
  { id: 6, name: '集宁一中', city: '乌兰察布市', district: '集宁区' },
];

export const userInfoFixture: UserInfo = {
  name: '张小明',
  file: '',
  roles: ['student'],
  phone: '13912345678',
  activeRole: 'student',
};

export const studentInfoFixture: StudentInfo = {
  name: '张小明',
  gender: '男',
  highSchoolId: 2,
  className: '高三（5）班',
  graduationYear: 2026,
  firstSubject: '物理',
  electives: ['化学', '生物'],
  examNumber: '26150203100586',
};

export const examResultsFixture: ExamResult[] = [
  {
    examName: '2026届高三第一次模拟考试',
    examDate: '2026-03-14',
    isGaokao: false,
    total: 584,
    rank: 15230,
    scores: [
      { subject: '语文', score: 108 },
      { subject: '数学', score: 121 },
      { subject: '外语', score: 115 },
      { subject: '物理', score: 78 },
      { subject: '化学', score: 82 },
      { subject: '生物', score: 80 },
    ],
  },
  {
    examName: '2026届高三第二次模拟考试',
    examDate: '2026-04-25',
    isGaokao: false,
    total: 609,
    scores: [
      { subject: '语文', score: 112 },
      { subject: '数学', score: 130 },
      { subject: '外语', score: 118 },
      { subject: '物理', score: 81 },
      { subject: '化学', score: 85 },
      { subject: '生物', score: 83 },
    ],
  },
  {
    examName: '2026年普通高考',
    examDate: '2026-06-07',
    isGaokao: true,
    total: 622,
    rank: 8635,
    scores: [
      { subject: '语文', score: 115 },
      { subject: '数学', score: 128 },
      { subject: '外语', score: 121 },
      { subject: '物理', score: 84 },
      { subject: '化学', score: 88 },
      { subject: '生物', score: 86 },
    ],
  },
];

export const favouritesFixture: Favourite[] = [
  { kind: 'college', targetId: '4115010126', title: '内蒙古大学', createdAt: '2026-06-26T09:12:00.000Z' },
  { kind: 'major', targetId: '080901', title: '计算机科学与技术', createdAt: '2026-06-25T14:03:00.000Z' },
  { kind: 'college', targetId: '4111010001', title: '北京大学', createdAt: '2026-06-24T08:40:00.000Z' },
  {
    kind: 'article',
    targetId: '12',
    title: '2026年内蒙古普通高校招生录取政策解读',
    createdAt: '2026-06-20T02:30:00.000Z',
  },
  { kind: 'major', targetId: '100201K', title: '临床医学', createdAt: '2026-06-18T11:21:00.000Z' },
];

export interface AccountState {
  userInfo: UserInfo;
  studentInfo: StudentInfo | null;
  results: ExamResult[];
  favourites: Favourite[];
  highSchools: HighSchool[];
}

export interface AccountHandlersOptions {
  userInfo?: UserInfo;
  studentInfo?: StudentInfo | null;
  results?: ExamResult[];
  favourites?: Favourite[];
  highSchools?: HighSchool[];
}

/**
 * A stateful fake of the account server: every call a signed-in student makes, answered from `state`
 * (returned too, so a test can look at it). Calls without a token answer 100401 like the real server.
 */
export function accountHandlers(options: AccountHandlersOptions = {}): FakeHandlers & {
  state: AccountState;
} {
  const state: AccountState = {
    userInfo: options.userInfo ?? userInfoFixture,
    studentInfo: options.studentInfo === undefined ? studentInfoFixture : options.studentInfo,
    results: options.results ?? examResultsFixture,
    favourites: options.favourites ?? favouritesFixture,
    highSchools: options.highSchools ?? highSchoolsFixture,
  };
  const signedIn = (headers: Headers) => Boolean(headers.get('token'));
  const notLoggedIn = () => fail('100401', '请先登录', 401);
  let captchaCount = 0;
  return {
    state,
    getPublicKey: () => ({ publicKey: FIXTURE_PUBLIC_KEY }),
    getImageCode: () => ({ captchaId: `captcha-${++captchaCount}`, svg: FIXTURE_CAPTCHA_SVG }),
    registerSendPhoneCode: () => ({ cooldownSeconds: 60 }),
    resetPasswordSendCode: () => ({ cooldownSeconds: 60 }),
    register: () => undefined,
    resetPassword: () => undefined,
    login: () => ({ token: 'token-after-login', username: state.userInfo.name, file: state.userInfo.file }),
    checkLogin: ({ headers }) => ({ loggedIn: signedIn(headers) }),
    loginOut: () => undefined,
    getUserInfo: ({ headers }) => (signedIn(headers) ? state.userInfo : notLoggedIn()),
    updatePassword: ({ headers }) => (signedIn(headers) ? undefined : notLoggedIn()),
    sendBindPhoneCode: ({ headers }) => (signedIn(headers) ? { cooldownSeconds: 60 } : notLoggedIn()),
    bindPhone: ({ headers, body }) => {
      if (!signedIn(headers)) return notLoggedIn();
      state.userInfo = { ...state.userInfo, phone: (body as { phone: string }).phone };
      return undefined;
    },
    getStudentInfo: ({ headers }) => (signedIn(headers) ? state.studentInfo : notLoggedIn()),
    updateStudentInfo: ({ headers, body }) => {
      if (!signedIn(headers)) return notLoggedIn();
      state.studentInfo = body as StudentInfo;
      return state.studentInfo;
    },
    getStudentScore: ({ headers }) => (signedIn(headers) ? { results: state.results } : notLoggedIn()),
    updateStudentScore: ({ headers, body }) => {
      if (!signedIn(headers)) return notLoggedIn();
      state.results = (body as { results: ExamResult[] }).results;
      return { results: state.results };
    },
    getHighSchools: () => state.highSchools,
    listCollections: ({ headers, query }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const kind = query.get('kind');
      return kind ? state.favourites.filter((f) => f.kind === kind) : state.favourites;
    },
    collectWeb: ({ headers, body }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const target = body as { kind: Favourite['kind']; targetId: string };
      const existing = state.favourites.find((f) => f.kind === target.kind && f.targetId === target.targetId);
      if (existing) return existing;
      const added: Favourite = {
        ...target,
        title: `收藏 ${target.targetId}`,
        createdAt: new Date().toISOString(),
      };
      state.favourites = [added, ...state.favourites];
      return added;
    },
    removeCollection: ({ headers, body }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const target = body as { kind: string; targetId: string };
      state.favourites = state.favourites.filter(
        (f) => !(f.kind === target.kind && f.targetId === target.targetId),
      );
      return undefined;
    },
  };
}

/** A saved 志愿表's choice as the server evaluates it (sample data, 计算机科学与技术, 服从调剂). */
export function volunteerChoiceFixture(
  collegeName: string,
  groupCode: string,
  tier: '冲' | '稳' | '保',
  probability: number,
): VolunteerChoiceOut {
  return {
    collegeId: 1,
    groupCode,
    majors: [{ code: '080901', name: '计算机科学与技术' }],
    adjustment: true,
    collegeCode: '4115010126',
    collegeName,
    subjectRequirement: '物理+化学',
    probability,
    tier,
    enrollmentCode: null,
    sample: true,
  };
}
