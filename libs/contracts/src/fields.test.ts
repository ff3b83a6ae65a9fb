import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { callInputSchema } from './call.ts';
import { apiCalls } from './calls.ts';
import {
  FIELD_LABELS,
  fieldLabel,
  fieldMessage,
  fieldName,
  inputFieldKeys,
  labelled,
  parseFieldPath,
} from './fields.ts';

const CHINESE = /^[\u4e00-\u9fa5（）]+$/;

describe('field labels', () => {
  it('gives every input field of every call a Chinese name', () => {
    for (const [name, call] of Object.entries(apiCalls)) {
      const schema = callInputSchema(call);
      for (const { key, labelled: own } of inputFieldKeys(schema)) {
        const label = fieldLabel(schema, [key]);
        expect(own || Object.hasOwn(FIELD_LABELS, key), `${name}.${key}`).toBe(true);
        if (label !== '参数') expect(label, `${name}.${key}`).toMatch(CHINESE);
      }
    }
    for (const label of Object.values(FIELD_LABELS)) expect(label).toMatch(CHINESE);
  });

  it('prefers the label a schema carries, so one key can mean different things in different calls', () => {
    expect(fieldLabel(callInputSchema(apiCalls.register), ['code'])).toBe('验证码');
    expect(fieldLabel(callInputSchema(apiCalls.getMajor), ['code'])).toBe('专业代码');
    expect(fieldLabel(callInputSchema(apiCalls.listNews), ['category'])).toBe('公告类别');
    expect(fieldLabel(callInputSchema(apiCalls.listScoreLines), ['category'])).toBe('科类');
    expect(fieldLabel(callInputSchema(apiCalls.saveHighSchool), ['name'])).toBe('高中名称');
    expect(fieldLabel(callInputSchema(apiCalls.updatePassword), ['oldPassword'])).toBe('原密码');
  });

  it('names list items by position, through optional and nested schemas', () => {
    const schema = callInputSchema(apiCalls.saveVolunteerTable);
    expect(fieldLabel(schema, parseFieldPath('choices.2.majors.0.code'))).toBe(
      '志愿第3项的专业第1项的专业代码',
    );
    expect(fieldLabel(schema, ['name'])).toBe('志愿表名称');
    const nested = z.object({
      outer: z.object({ inner: labelled('内层', z.string()).optional() }).optional(),
    });
    expect(fieldLabel(nested, ['outer', 'inner'])).toBe('参数的内层');
    expect(fieldLabel(nested, [])).toBe('');
  });

  it('adds the label to a message only when the message does not already name it', () => {
    const top = (leaf: string) => ({ context: '', leaf });
    expect(fieldMessage(top('原密码'), '原密码错误')).toBe('原密码错误');
    expect(fieldMessage(top('手机号'), '请输入正确的手机号码')).toBe('请输入正确的手机号码');
    expect(fieldMessage(top('年份'), '无效输入')).toBe('年份：无效输入');
    expect(fieldMessage(top(''), '请求体不正确')).toBe('请求体不正确');
    const scores = callInputSchema(apiCalls.updateStudentScore);
    expect(fieldMessage(fieldName(scores, ['results', 0, 'total']), '总分与各科成绩之和不一致')).toBe(
      '考试成绩第1项：总分与各科成绩之和不一致',
    );
    expect(
      fieldMessage(fieldName(scores, ['results', 1, 'scores', 0, 'score']), '物理成绩应在0到100之间'),
    ).toBe('考试成绩第2项的各科成绩第1项：物理成绩应在0到100之间');
    expect(fieldMessage(fieldName(scores, ['results', 0, 'examName']), '无效输入')).toBe(
      '考试成绩第1项的考试名称：无效输入',
    );
  });
});
