// One simulated student of `npm run bench:load`: signed in, browsing and searching colleges, looking up a
// rank, asking for recommendations and saving a 志愿表 from them, with a pause between steps as a person
// reading the page takes. Every call's latency and outcome goes to the shared tally; every save the server
// acknowledges is remembered, to be read back after the run. With the site built, each round starts with a
// public page, rendered on the server (its time to the first byte is what is counted). The capacity runs use
// the same steps without the pauses, all of them (the mix) or one kind of call alone.
import { TOKEN_HEADER, CLIENT_HEADER } from '@zhiyuan/contracts';
import type { Tally } from './tally.ts';

const enc = encodeURIComponent;

export interface StudentPlan {
  /** The server this student's requests go to (students are spread over the processes). */
  base: string;
  token: string;
  /** Distinct per student, so the mix of queries is wide. */
  index: number;
}

/** The 志愿表 save the server acknowledged last. */
export interface AckedSave {
  id: number;
  version: number;
  name: string;
  choices: number;
}

interface Envelope<T> {
  errorCode: string;
  message: string;
  data?: T;
}

interface RecommendItem {
  college: { id: number };
  group: { code: string } | null;
  majors: { code: string | null; name: string }[];
}

/** The kinds of call a student makes, in the order of one round: a page (when the site is built), then API calls. */
export const CALL_KINDS = [
  'page',
  'college search',
  'admission search',
  'rank lookup',
  'recommend',
  'volunteer save',
] as const;
export type CallKind = (typeof CALL_KINDS)[number];

/** The public pages a student opens, one a round: /home, 找学校 and a college's page (ids from their searches). */
const PAGES = ['/home', '/data/colleges', 'college'] as const;

const KEYWORDS = ['内大', '师范', '理工', '医科', '大学', '职业', '财经', '农业', '科技', '工业'];
const PROVINCES = ['内蒙古', '北京', '上海', '陕西', '辽宁'];

interface RunOptions {
  /** The pause between steps is 0.5–1.5 × thinkMs; 0 runs the steps back to back. */
  thinkMs: number;
  /** Whether the server has the built site (pages rendered on the server); without it no page is asked for. */
  pages: boolean;
  /** Only this kind of call (a capacity run of one call); every kind when absent. */
  only?: CallKind;
}

/** Runs one student until `until` (a `performance.now()` time); resolves with their last acknowledged save. */
export async function runStudent(
  plan: StudentPlan,
  tally: Tally,
  until: number,
  { thinkMs, pages, only }: RunOptions,
): Promise<AckedSave | null> {
  const headers = { [TOKEN_HEADER]: plan.token, [CLIENT_HEADER]: 'web', 'content-type': 'application/json' };
  const call = async <T>(name: CallKind, path: string, body?: unknown): Promise<T | null> => {
    const started = performance.now();
    try {
      const res = await fetch(`${plan.base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const envelope = (await res.json()) as Envelope<T>;
      const ok = res.ok && envelope.errorCode === '0';
      tally.record(name, performance.now() - started, ok ? null : `${res.status} ${envelope.message}`);
      return ok ? (envelope.data ?? null) : null;
    } catch (error) {
      tally.record(name, performance.now() - started, error instanceof Error ? error.message : String(error));
      return null;
    }
  };
  const pause = () =>
    thinkMs === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));

  let acked: AckedSave | null = null;
  let items: RecommendItem[] = [];
  let collegeIds: number[] = [];
  const i = plan.index;
  const query = (round: number) => {
    const n = i + round * 7;
    const category = n % 3 === 2 ? '历史类' : '物理类';
    return {
      keyword: KEYWORDS[n % KEYWORDS.length] ?? '大学',
      province: PROVINCES[n % PROVINCES.length] ?? '内蒙古',
      category,
      score: 450 + ((n * 13) % 200),
    };
  };
  const recommend = async (round: number) => {
    const { category, score } = query(round);
    const body = { year: 2026, category, batch: '本科批', score, pageSize: 20, page: 1 + (round % 2) };
    const recommended = await call<{ items: RecommendItem[] }>('recommend', '/api/simulate/recommend', body);
    items = recommended?.items ?? [];
  };
  const steps: Record<CallKind, (round: number) => Promise<unknown>> = {
    // A page as a signed-in student's browser asks for it (its cookies): the time to the first byte.
    page: async (round) => {
      const page = PAGES[(i + round) % PAGES.length] ?? '/home';
      const id = collegeIds[round % Math.max(1, collegeIds.length)] ?? 1;
      const started = performance.now();
      try {
        const res = await fetch(`${plan.base}${page === 'college' ? `/data/college-page?id=${id}` : page}`, {
          // The cookies a browser sends after 登录: the token and the login status.
          headers: { cookie: `Admin-Token=${plan.token}; Login-Status=1`, accept: 'text/html' },
        });
        const firstByte = performance.now() - started;
        const html = await res.text();
        const ok = res.ok && html.includes('id="root"');
        tally.record('page', firstByte, ok ? null : `${res.status} ${html.slice(0, 80)}`);
        // The server says whether the page was kept or rendered for this request (Server-Timing).
        const timing = res.headers.get('server-timing') ?? '';
        // The first round comes in the students' first second on a server just started (its first renders,
        // its cold caches); the later rounds are the steady state.
        tally.recordPart('page', round === 0 ? 'first round (cold start)' : 'later rounds', firstByte);
        tally.recordPart(
          'page',
          timing.startsWith('render') ? 'rendered now' : timing ? 'kept' : 'index.html (not rendered)',
          firstByte,
        );
      } catch (error) {
        tally.record(
          'page',
          performance.now() - started,
          error instanceof Error ? error.message : String(error),
        );
      }
    },
    'college search': async (round) => {
      const { keyword, province } = query(round);
      const found = await call<{ items: { id: number }[] }>(
        'college search',
        `/api/college/search?keyword=${enc(keyword)}&province=${enc(province)}&pageSize=20`,
      );
      if (found && found.items.length > 0) collegeIds = found.items.map((college) => college.id);
    },
    'admission search': (round) => {
      const { category, score } = query(round);
      return call(
        'admission search',
        `/api/admission/search?year=2025&category=${enc(category)}&scoreMin=${score - 20}&scoreMax=${score + 20}&pageSize=20`,
      );
    },
    'rank lookup': (round) => {
      const { category, score } = query(round);
      return call('rank lookup', `/api/rankTable/lookup?year=2026&category=${enc(category)}&score=${score}`);
    },
    recommend,
    'volunteer save': async (round) => {
      // A save alone (a capacity run) first needs something to save: one recommendation, counted as one.
      if (items.length === 0 && only === 'volunteer save') await recommend(round);
      if (items.length === 0) return;
      const { category, score } = query(round);
      const name = `负载测试 ${i}-${round}`;
      const choices = items.slice(0, 1 + (round % 8)).map((item) => ({
        collegeId: item.college.id,
        groupCode: item.group?.code ?? null,
        majors: item.majors.slice(0, 3).map((m) => ({ code: m.code, name: m.name })),
        adjustment: true,
      }));
      const save: Record<string, unknown> = {
        ...(acked ? { id: acked.id, version: acked.version } : {}),
        name,
        year: 2026,
        category,
        batch: '本科批',
        score,
        choices,
      };
      const saved = await call<{ id: number; version: number }>(
        'volunteer save',
        '/api/volunteer/save',
        save,
      );
      if (saved) acked = { id: saved.id, version: saved.version, name, choices: choices.length };
    },
  };
  const kinds = only ? [only] : CALL_KINDS.filter((kind) => pages || kind !== 'page');

  // Students start spread over one think time, not all at the same instant.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * thinkMs));
  for (let round = 0; performance.now() < until; round += 1) {
    for (const kind of kinds) {
      if (performance.now() >= until) break;
      await steps[kind](round);
      await pause();
    }
  }
  return acked;
}
