import { describe, expect, it } from 'vitest';
import {
  accessAllows,
  accessLabel,
  ADMIN_ONLY,
  CONTENT_STAFF,
  isAuditedCall,
  isCacheableCall,
  rolesDenied,
  STAFF,
} from './access.ts';
import { apiCalls } from './calls.ts';
import { ROLES } from './roles.ts';
import { auditAction } from './schemas/audit.ts';

describe('access rules', () => {
  it('lets public and user calls through for every role, and role lists only for their roles', () => {
    for (const role of ROLES) {
      expect(accessAllows('public', role)).toBe(true);
      expect(accessAllows('user', role)).toBe(true);
    }
    expect(rolesDenied(STAFF, ROLES)).toEqual(['student']);
    expect(rolesDenied(CONTENT_STAFF, ROLES)).toEqual(['student', 'teacher']);
    expect(rolesDenied(ADMIN_ONLY, ROLES)).toEqual(['student', 'teacher', 'editor']);
    expect(rolesDenied('user', ROLES)).toEqual([]);
  });

  it('says the rule in Chinese', () => {
    expect(accessLabel('public')).toBe('权限：公开。');
    expect(accessLabel('user')).toBe('权限：登录用户。');
    expect(accessLabel(CONTENT_STAFF)).toBe('权限：编辑、管理员。');
    expect(accessLabel(STAFF)).toBe('权限：教师、编辑、管理员。');
  });

  it('marks staff writes — a role list and a method other than GET — for the audit log', () => {
    expect(isAuditedCall(apiCalls.saveHighSchool)).toBe(true);
    expect(isAuditedCall(apiCalls.uploadImport)).toBe(true);
    expect(isAuditedCall(apiCalls.listAudit)).toBe(false);
    expect(isAuditedCall(apiCalls.updatePassword)).toBe(false);
    expect(auditAction('/api/admin/user/setRoles')).toBe('user.setRoles');
    expect(auditAction('/api/highSchool/save')).toBe('highSchool.save');
    const actions = Object.values(apiCalls)
      .filter(isAuditedCall)
      .map((c) => auditAction(c.path));
    expect(new Set(actions).size).toBe(actions.length);
  });

  it('lets caches keep only public data: public GETs not marked personal', () => {
    expect(isCacheableCall(apiCalls.searchColleges)).toBe(true);
    expect(isCacheableCall(apiCalls.getSharedList)).toBe(false);
    expect(isCacheableCall(apiCalls.getPublicKey)).toBe(false);
    expect(isCacheableCall(apiCalls.getUserInfo)).toBe(false);
    expect(isCacheableCall(apiCalls.login)).toBe(false);
  });

  it('puts every back-office call under a role list', () => {
    for (const [name, call] of Object.entries(apiCalls)) {
      if (call.path.startsWith('/api/admin/')) expect(Array.isArray(call.access), name).toBe(true);
    }
  });
});
