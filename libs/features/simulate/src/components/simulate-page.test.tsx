import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_KIND_INFO, type RecommendInput } from '@zhiyuan/contracts';
import { accountHandlers, fail, renderFeature } from '@zhiyuan/feature-testing';
import { allRecommendItemsFixture, simulateHandlers } from '@zhiyuan/feature-testing/simulate-fixtures';
import { DRAFT_STORAGE_KEY } from '../state/draft-atoms.ts';
import { SimulatePage } from './simulate-page.tsx';

// Radix tabs, selects and dialogs with many round trips: generous when the machine is busy.
const SLOW_TEST_MS = 20_000;

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
const recommendBodies = (server: { calls: { name: string; body: unknown }[] }) =>
  server.calls.filter((c) => c.name === 'simulateRecommend').map((c) => c.body as RecommendInput);
const results = () => screen.getByRole('region', { name: '推荐结果' });
const card = (name: RegExp) => screen.getByRole('article', { name });

beforeEach(() => localStorage.clear());

describe('SimulatePage', () => {
  it('says that a batch has no data this year, rather than 冲 0 / 稳 0 / 保 0', async () => {
    renderFeature(<SimulatePage />, {
      handlers: simulateHandlers(),
      path: '/policy/simulate?score=600&category=物理类&batch=本科提前批',
    });
    expect(
      await within(await screen.findByRole('region', { name: '推荐结果' })).findByText(
        '2026年本科提前批暂无可用于推荐的录取数据，无法给出冲、稳、保建议；请换一个批次查看。',
      ),
    ).toBeInTheDocument();
    expect(within(results()).queryByRole('tab', { name: /^冲/ })).not.toBeInTheDocument();
  });

  it('asks for a score, then shows the rank, the equivalent scores and the 冲 suggestions', async () => {
    const user = userEvent.setup();
    const { router, server } = renderFeature(<SimulatePage />, {
      handlers: simulateHandlers(),
      path: '/policy/simulate',
    });
    expect(screen.getByRole('heading', { level: 1, name: '模拟填报' })).toBeInTheDocument();
    expect(await screen.findByText('填写分数或位次后点击“查看推荐”。')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '高考分数' }), '600');
    await user.click(screen.getByRole('checkbox', { name: '化学' }));
    await user.click(screen.getByRole('checkbox', { name: '生物' }));
    await user.click(screen.getByRole('button', { name: '查看推荐' }));

    await waitFor(() => expect(search(router).get('score')).toBe('600'));
    expect(search(router).get('category')).toBe('物理类');
    expect(search(router).get('batch')).toBe('本科批');
    expect(search(router).get('electives')).toBe('化学,生物');
    const summary = await screen.findByRole('region', { name: '你的位次' });
    expect(within(summary).getByText(/2026年物理类 位次/)).toBeInTheDocument();
    const equivalent = within(summary).getByRole('table', { name: '往年等位分' });
    expect(within(equivalent).getAllByRole('row')).toHaveLength(6);
    expect(within(summary).getByText('示例数据')).toBeInTheDocument();

    expect(await within(results()).findByRole('tab', { name: '冲 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // 宁波诺丁汉大学 (中外合作) is left out for a general student.
    expect(within(results()).getByRole('tab', { name: '稳 2' })).toBeInTheDocument();
    expect(within(results()).getByRole('tab', { name: '保 28' })).toBeInTheDocument();
    expect(within(results()).getAllByRole('article')).toHaveLength(3);
    expect(recommendBodies(server).at(-1)).toEqual({
      year: 2026,
      category: '物理类',
      batch: '本科批',
      score: 600,
      electives: ['物理', '化学', '生物'],
      tier: '冲',
      page: 1,
      pageSize: 20,
    });
  });

  it(
    'explains each suggestion: rounded probability, tier, predicted line, history, reasons and flags',
    async () => {
      renderFeature(<SimulatePage />, {
        handlers: simulateHandlers(),
        path: '/policy/simulate?score=600&tier=稳&eligibility=中外合作',
      });
      const nottingham = await screen.findByRole('article', { name: /宁波诺丁汉大学/ });
      expect(within(nottingham).getByText('录取可能性约 71%')).toBeInTheDocument();
      // Beside the probability, what such a probability meant in the backtest, read with it by a screen
      // reader; and a plain warning that one past year is thin.
      const backtest =
        /^过去按此方法估计为 70–80% 的志愿，实际录取 77\.0%（2022–2025 年回测，27,000 个样本）/;
      expect(within(nottingham).getByText(backtest)).toBeInTheDocument();
      expect(within(nottingham).getByText('录取可能性约 71%')).toHaveAccessibleDescription(
        /往年回测：过去按此方法估计为 70–80% 的志愿.*历史数据少，估计仅供参考：该单位只有 1 年往年数据/,
      );
      expect(within(nottingham).getByText('该单位只有 1 年往年数据')).toBeInTheDocument();
      expect(within(nottingham).getByText('稳')).toBeInTheDocument();
      expect(within(nottingham).getByText(/^预测今年最低位次约 .*（80% 区间/)).toBeInTheDocument();
      const history = within(nottingham).getByRole('table', {
        name: '宁波诺丁汉大学 01组往年最低分与最低位次',
      });
      expect(within(history).getByRole('row', { name: /2025示例 582 6,490 10/ })).toBeInTheDocument();
      expect(within(nottingham).getByText('估计录取可能性约 71%')).toBeInTheDocument();
      expect(
        within(nottingham).getByText(`中外合作办学：${ACCESS_KIND_INFO.中外合作.explanation}`),
      ).toBeInTheDocument();
      expect(within(nottingham).getByText('学费高')).toBeInTheDocument();
      expect(within(nottingham).getByText('示例数据')).toBeInTheDocument();
      expect(within(nottingham).queryByText(/保证|一定录取/)).not.toBeInTheDocument();
      expect(within(nottingham).getByRole('link', { name: '宁波诺丁汉大学' })).toHaveAttribute(
        'href',
        '/data/college-page?id=1688',
      );
    },
    SLOW_TEST_MS,
  );

  it('says so when the data lists no majors for a unit (an exam authority’s 投档 file), instead of an empty list', async () => {
    const items = allRecommendItemsFixture.map((i) =>
      i.college.name === '宁波诺丁汉大学' ? { ...i, majors: [] } : i,
    );
    renderFeature(<SimulatePage />, {
      handlers: simulateHandlers({ items }),
      path: '/policy/simulate?score=600&tier=稳&eligibility=中外合作',
    });
    const nottingham = await screen.findByRole('article', { name: /宁波诺丁汉大学/ });
    expect(within(nottingham).getByText('数据未列出专业，请以当年招生计划为准')).toBeInTheDocument();
    const others = screen.getAllByRole('article').filter((a) => a !== nottingham);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) {
      expect(within(other).queryByText('数据未列出专业，请以当年招生计划为准')).not.toBeInTheDocument();
    }
  });

  it(
    'while another tier loads, the last tier’s suggestions cannot be added by mistake, and the status says it loads',
    async () => {
      // Switching 冲 → 稳 keeps the 冲 cards on screen until 稳 comes (a slow phone network): a tap on their
      // 加入志愿表 then added a 冲 unit under the 稳 tab. They are dimmed and inert until the answer comes.
      const user = userEvent.setup();
      const handlers = simulateHandlers();
      const { server } = renderFeature(<SimulatePage />, {
        handlers,
        path: '/policy/simulate?score=600',
      });
      const addButtons = () => within(results()).getAllByRole('button', { name: /^加入志愿表：/ });
      const firstReach = (await screen.findAllByRole('button', { name: /^加入志愿表：/ }))[0];
      const reachName = firstReach?.getAttribute('aria-label');
      expect(firstReach?.closest('[inert]')).toBeNull();
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const answer = handlers.simulateRecommend;
      server.use({
        simulateRecommend: async (request) => {
          await held;
          return answer!(request);
        },
      });
      await user.click(within(results()).getByRole('tab', { name: /^稳/ }));
      const panel = within(results()).getByRole('tabpanel');
      await waitFor(() => expect(panel).toHaveAttribute('aria-busy', 'true'));
      // Still the 冲 cards, now out of reach, and the status line says why (a screen reader hears it).
      expect(addButtons()[0]).toHaveAttribute('aria-label', reachName);
      expect(addButtons()[0]?.closest('[inert]')).not.toBeNull();
      expect(within(panel).getByRole('status')).toHaveTextContent('正在加载稳档推荐…');
      release();
      await waitFor(() => expect(panel).not.toHaveAttribute('aria-busy'));
      expect(within(panel).getByRole('status')).toHaveTextContent(/^共 \d+ 个$/);
      expect(addButtons()[0]).not.toHaveAttribute('aria-label', reachName);
      expect(addButtons()[0]?.closest('[inert]')).toBeNull();
    },
    SLOW_TEST_MS,
  );

  it(
    'switches tiers and pages, keeping them in the URL',
    async () => {
      const user = userEvent.setup();
      const { router, server } = renderFeature(<SimulatePage />, {
        handlers: simulateHandlers(),
        path: '/policy/simulate?score=600',
      });
      await user.click(await screen.findByRole('tab', { name: '保 28' }));
      await waitFor(() => expect(search(router).get('tier')).toBe('保'));
      expect(await within(results()).findByText('共 28 个')).toBeInTheDocument();
      expect(within(results()).getAllByRole('article')).toHaveLength(20);
      await user.click(within(results()).getByRole('button', { name: '第 2 页' }));
      await waitFor(() => expect(search(router).get('page')).toBe('2'));
      await waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(8));
      expect(recommendBodies(server).at(-1)).toMatchObject({ tier: '保', page: 2 });
      await user.click(within(results()).getByRole('tab', { name: /^稳/ }));
      await waitFor(() => expect(search(router).get('tier')).toBe('稳'));
      expect(search(router).get('page')).toBeNull();
    },
    SLOW_TEST_MS,
  );

  it(
    'filters by province, tag and nature, writing the URL and the request',
    async () => {
      const user = userEvent.setup();
      const { router, server } = renderFeature(<SimulatePage />, {
        handlers: simulateHandlers(),
        path: '/policy/simulate?score=600&tier=稳&eligibility=中外合作',
      });
      await screen.findByRole('article', { name: /宁波诺丁汉大学/ });
      await user.click(screen.getByRole('checkbox', { name: '排除中外合作' }));
      await waitFor(() => expect(search(router).get('exclude')).toBe('中外合作'));
      await waitFor(() =>
        expect(screen.queryByRole('article', { name: /宁波诺丁汉大学/ })).not.toBeInTheDocument(),
      );
      expect(await within(results()).findByRole('tab', { name: '稳 2' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /院校所在省份/ }));
      await user.click(await screen.findByRole('checkbox', { name: '内蒙古' }));
      await waitFor(() => expect(search(router).get('provinces')).toBe('内蒙古'));
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('checkbox', { name: '211' }));
      await waitFor(() => expect(search(router).get('tags')).toBe('211'));
      await waitFor(() =>
        expect(recommendBodies(server).at(-1)?.preferences).toEqual({
          provinces: ['内蒙古'],
          tags: ['211'],
          excludeNatures: ['中外合作'],
        }),
      );
      expect(await within(results()).findByRole('tab', { name: '稳 1' })).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: '意向专业' }), '会计');
      await user.click(screen.getByRole('button', { name: '应用' }));
      await waitFor(() => expect(search(router).get('majors')).toBe('会计'));
      await user.click(screen.getByRole('button', { name: '清空筛选' }));
      await waitFor(() => expect(search(router).get('provinces')).toBeNull());
      expect(search(router).get('majors')).toBeNull();
    },
    SLOW_TEST_MS,
  );

  it('checks the box with the contract rules before asking', async () => {
    const user = userEvent.setup();
    const { server, router } = renderFeature(<SimulatePage />, {
      handlers: simulateHandlers(),
      path: '/policy/simulate',
    });
    await user.click(await screen.findByRole('button', { name: '查看推荐' }));
    expect(await screen.findByText('请输入分数')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '高考分数' }), '751');
    await user.click(screen.getByRole('button', { name: '查看推荐' }));
    expect(await screen.findByText('分数应为0到750之间的数')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '高考分数' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('radio', { name: '位次' }));
    await user.type(screen.getByRole('textbox', { name: '全省位次' }), '8635');
    await user.click(screen.getByRole('button', { name: '查看推荐' }));
    await waitFor(() => expect(search(router).get('rank')).toBe('8635'));
    expect(search(router).get('score')).toBeNull();
    await waitFor(() => expect(recommendBodies(server).at(-1)).toMatchObject({ rank: 8635 }));
    expect(recommendBodies(server).every((b) => b.score === undefined)).toBe(true);
  });

  it('shows the failure with 重试', async () => {
    const user = userEvent.setup();
    let fails = true;
    const handlers = simulateHandlers();
    renderFeature(<SimulatePage />, {
      handlers: {
        ...handlers,
        simulateRecommend: (request) =>
          fails ? fail('100404', '暂无2026年物理类的一分一段表', 404) : handlers.simulateRecommend!(request),
      },
      path: '/policy/simulate?score=600',
    });
    expect(await screen.findByRole('heading', { name: '加载失败' })).toBeInTheDocument();
    expect(screen.getByText('暂无2026年物理类的一分一段表')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '你的位次' })).toBeInTheDocument();
  });

  it('takes the score and subjects from the personal centre when signed in', async () => {
    const user = userEvent.setup();
    const { router, server } = renderFeature(<SimulatePage />, {
      signedIn: true,
      handlers: { ...simulateHandlers(), ...accountHandlers() },
      path: '/policy/simulate',
    });
    await user.click(await screen.findByRole('button', { name: '使用个人中心的高考成绩' }));
    await waitFor(() => expect(search(router).get('score')).toBe('622'));
    expect(search(router).get('category')).toBe('物理类');
    expect(search(router).get('electives')).toBe('化学,生物');
    expect(await screen.findByText('已填入个人中心的高考成绩 622 分')).toBeInTheDocument();
    await waitFor(() => expect(recommendBodies(server).at(-1)).toMatchObject({ score: 622 }));
  });

  it('opened with nothing to ask, fills the personal centre’s 高考 result by itself, replacing the URL', async () => {
    const { router, server } = renderFeature(<SimulatePage />, {
      signedIn: true,
      handlers: { ...simulateHandlers(), ...accountHandlers() },
      path: '/policy/simulate',
    });
    await waitFor(() => expect(search(router).get('score')).toBe('622'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(search(router).get('category')).toBe('物理类');
    expect(search(router).get('electives')).toBe('化学,生物');
    expect(await screen.findByText('已填入个人中心的高考成绩 622 分')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: '高考分数' })).toHaveValue('622'));
    await waitFor(() => expect(recommendBodies(server).at(-1)).toMatchObject({ score: 622 }));
  });

  it('opened with nothing to ask, comes back to the candidate of the list being written', async () => {
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        id: null,
        version: null,
        name: '我的志愿表',
        year: 2026,
        category: '物理类',
        batch: '本科批',
        score: null,
        rank: 8000,
        electives: ['物理', '化学', '地理'],
        choices: [
          {
            uid: 'a',
            collegeId: 366,
            collegeCode: '4115010126',
            collegeName: '内蒙古大学',
            groupCode: '01',
            majors: [],
            adjustment: true,
            subjectRequirement: null,
            probability: 0.5,
            tier: '稳',
          },
        ],
        dirty: true,
      }),
    );
    const { router, server } = renderFeature(<SimulatePage />, {
      signedIn: true,
      handlers: { ...simulateHandlers(), ...accountHandlers() },
      path: '/policy/simulate',
    });
    await waitFor(() => expect(search(router).get('rank')).toBe('8000'));
    expect(search(router).get('score')).toBeNull();
    expect(search(router).get('electives')).toBe('化学,地理');
    await waitFor(() => expect(recommendBodies(server).at(-1)).toMatchObject({ rank: 8000 }));
    // The list's candidate, not the personal centre's.
    expect(recommendBodies(server).some((b) => b.score === 622)).toBe(false);
  });

  it('fills nothing over a form the student has started on while the personal centre answered', async () => {
    const user = userEvent.setup();
    const account = accountHandlers();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { router } = renderFeature(<SimulatePage />, {
      signedIn: true,
      handlers: {
        ...simulateHandlers(),
        ...account,
        getStudentScore: async (call) => {
          await held;
          return account.getStudentScore!(call);
        },
      },
      path: '/policy/simulate',
    });
    await user.type(await screen.findByRole('textbox', { name: '高考分数' }), '580');
    answer();
    await waitFor(() => expect(screen.getByRole('textbox', { name: '高考分数' })).toHaveValue('580'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('textbox', { name: '高考分数' })).toHaveValue('580');
    expect(search(router).get('score')).toBeNull();
    expect(screen.queryByText(/已填入个人中心的高考成绩/)).not.toBeInTheDocument();
  });

  it('leaves a candidate in the URL as it is', async () => {
    const { router, server } = renderFeature(<SimulatePage />, {
      signedIn: true,
      handlers: { ...simulateHandlers(), ...accountHandlers() },
      path: '/policy/simulate?score=600',
    });
    await waitFor(() => expect(recommendBodies(server).at(-1)).toMatchObject({ score: 600 }));
    // The personal centre is read (for the list's print), but the URL's candidate stays.
    await waitFor(() => expect(server.calls.some((c) => c.name === 'getStudentScore')).toBe(true));
    expect(search(router).get('score')).toBe('600');
    expect(screen.queryByText(/已填入个人中心的高考成绩/)).not.toBeInTheDocument();
    expect(recommendBodies(server).some((b) => b.score === 622)).toBe(false);
  });

  it('says so when the personal centre has no 高考 result', async () => {
    const user = userEvent.setup();
    const { router } = renderFeature(<SimulatePage />, {
      signedIn: true,
      handlers: { ...simulateHandlers(), ...accountHandlers({ results: [] }) },
      path: '/policy/simulate',
    });
    await user.click(await screen.findByRole('button', { name: '使用个人中心的高考成绩' }));
    expect(await screen.findByText(/个人中心还没有高考成绩/)).toBeInTheDocument();
    expect(search(router).get('score')).toBeNull();
  });

  it(
    'adds a group with the batch limit of majors and 服从调剂, and keeps it in local storage',
    async () => {
      const user = userEvent.setup();
      renderFeature(<SimulatePage />, {
        handlers: simulateHandlers(),
        path: '/policy/simulate?score=600',
      });
      const unit = await screen.findByRole('article', { name: /^内蒙古大学 01组/ });
      await user.click(within(unit).getByRole('button', { name: '加入志愿表：内蒙古大学 01组' }));
      const dialog = await screen.findByRole('dialog', { name: '加入志愿表：内蒙古大学 01组' });
      const majors = within(dialog)
        .getAllByRole('checkbox')
        .filter((c) => c.getAttribute('aria-describedby') === null);
      expect(majors).toHaveLength(14);
      expect(majors.filter((c) => c.getAttribute('aria-checked') === 'true')).toHaveLength(12);
      expect(within(dialog).getByRole('checkbox', { name: '生物技术 071002' })).toBeDisabled();
      await user.click(within(dialog).getByRole('checkbox', { name: '自动化 080801' }));
      expect(within(dialog).getByRole('checkbox', { name: '生物技术 071002' })).toBeEnabled();
      expect(within(dialog).getByRole('checkbox', { name: '服从专业调剂' })).toBeChecked();
      await user.click(within(dialog).getByRole('button', { name: '加入' }));

      expect(await screen.findByText('已将内蒙古大学 01组加入第 1 志愿')).toBeInTheDocument();
      expect(within(card(/^内蒙古大学 01组/)).getByText('已在志愿表（第 1 志愿）')).toBeInTheDocument();
      const list = screen.getByRole('list', { name: '志愿顺序' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      expect(within(list).getByText(/专业 11\/12/)).toBeInTheDocument();
      const stored = JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as {
        name: string;
        score: number;
        electives: string[];
        choices: { collegeId: number; groupCode: string; majors: unknown[]; adjustment: boolean }[];
      };
      expect(stored.name).toBe('2026年物理类本科批志愿表');
      expect(stored.score).toBe(600);
      expect(stored.choices).toEqual([
        expect.objectContaining({ collegeId: 366, groupCode: '01', adjustment: true }),
      ]);
      expect(stored.choices[0]?.majors).toHaveLength(11);
    },
    SLOW_TEST_MS,
  );

  it(
    'reminds to save when a deadline is less than 3 days away and the list has unsaved changes',
    async () => {
      const user = userEvent.setup();
      const deadline = {
        id: 1,
        name: '本科批填报截止',
        kind: 'deadline' as const,
        at: new Date(Date.now() + 30 * 3600 * 1000).toISOString(),
        note: '',
      };
      renderFeature(<SimulatePage />, {
        handlers: { ...simulateHandlers(), listKeyDates: () => [deadline] },
        path: '/policy/simulate?score=600',
      });
      expect(await screen.findByText(/本科批填报截止（截止）/)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      const unit = await screen.findByRole('article', { name: /^内蒙古大学 01组/ });
      await user.click(within(unit).getByRole('button', { name: '加入志愿表：内蒙古大学 01组' }));
      const dialog = await screen.findByRole('dialog', { name: '加入志愿表：内蒙古大学 01组' });
      await user.click(within(dialog).getByRole('button', { name: '加入' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        '本科批填报截止还有 2 天：你的志愿表有未保存的修改，请及时保存。',
      );
    },
    SLOW_TEST_MS,
  );

  it('renders the heading while the site config is still unknown', () => {
    renderFeature(<SimulatePage />, {
      handlers: { getSiteConfig: () => new Promise(() => undefined) },
      path: '/policy/simulate',
    });
    expect(screen.getByRole('heading', { level: 1, name: '模拟填报' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
  });
});
