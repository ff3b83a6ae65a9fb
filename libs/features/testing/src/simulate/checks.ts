// The 志愿表 checks of the fake server (simulateHandlers): the same codes, severities, messages and positions
// as the server's — apps/server/test/fixture-parity/ compares them on the same 志愿表.
import type { AdmissionTier, VolunteerCheck, VolunteerCheckData } from '@zhiyuan/contracts';

export interface CheckedChoice {
  collegeId: number;
  groupCode: string | null;
  collegeName: string;
  majors: readonly unknown[];
  tier: AdmissionTier | null;
}

/**
 * The check codes this fake computes; the server has more (选科, 调剂, estimates, …) that feature tests do not
 * lean on, and the parity test compares only these.
 */
export const FAKE_CHECK_CODES = [
  'empty',
  'too-many-choices',
  'too-many-majors',
  'duplicate-unit',
  'no-majors',
  'no-safety',
  'reach-after-safety',
] as const;

/** The checks of a 志愿表 whose choices are already looked up, errors first. */
export function volunteerChecks(
  choices: readonly CheckedChoice[],
  limits: VolunteerCheckData['limits'],
  candidateRank: number | null,
): VolunteerCheck[] {
  const name = (i: number) => {
    const c = choices[i]!;
    return `第 ${i + 1} 志愿（${c.collegeName}${c.groupCode ? ` ${c.groupCode}组` : ''}）`;
  };
  const checks: VolunteerCheck[] = [];
  if (choices.length === 0) {
    checks.push({ code: 'empty', severity: 'info', message: '志愿表还没有志愿', positions: [] });
  }
  if (choices.length > limits.choices) {
    checks.push({
      code: 'too-many-choices',
      severity: 'error',
      message: `本批次最多填报 ${limits.choices} 个志愿`,
      positions: [],
    });
  }
  choices.forEach((c, i) => {
    if (c.majors.length > limits.majorsPerChoice) {
      checks.push({
        code: 'too-many-majors',
        severity: 'error',
        message: `${name(i)}填了 ${c.majors.length} 个专业，本批次每个志愿最多 ${limits.majorsPerChoice} 个`,
        positions: [i + 1],
      });
    }
    const first = choices.findIndex((o) => o.collegeId === c.collegeId && o.groupCode === c.groupCode);
    if (first < i) {
      checks.push({
        code: 'duplicate-unit',
        severity: 'error',
        message: `${name(i)}与第 ${first + 1} 志愿重复`,
        positions: [first + 1, i + 1],
      });
    }
    if (c.majors.length === 0) {
      checks.push({
        code: 'no-majors',
        severity: 'warning',
        message: `${name(i)}没有填写专业`,
        positions: [i + 1],
      });
    }
  });
  const safe = choices.findIndex((c) => c.tier === '保');
  if (choices.length > 0 && candidateRank !== null && safe === -1) {
    checks.push({
      code: 'no-safety',
      severity: 'warning',
      message: '志愿表中没有“保”志愿：如果前面的志愿都未录取，可能面临滑档',
      positions: [],
    });
  }
  if (safe >= 0) {
    const after = choices.flatMap((c, i) =>
      i > safe && (c.tier === '冲' || c.tier === '稳') ? [i + 1] : [],
    );
    if (after.length > 0) {
      checks.push({
        code: 'reach-after-safety',
        severity: 'warning',
        message: `第 ${after.join('、')} 志愿排在“保”志愿（${name(safe)}）之后：按平行志愿规则，前面的“保”志愿录取后，后面的志愿不再检索`,
        positions: [safe + 1, ...after],
      });
    }
  }
  const order = { error: 0, warning: 1, info: 2 } as const;
  return checks.sort((a, b) => order[a.severity] - order[b.severity]);
}
