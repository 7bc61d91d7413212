import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy, passwordMessages } from '../../../server/auth/password-policy.ts';

describe('password policy', () => {
  it('needs at least 12 characters', () => {
    expect(checkPasswordPolicy('')).toBe(passwordMessages.required);
    expect(checkPasswordPolicy('Abc-def-ghi')).toBe(passwordMessages.tooShort);
    expect(checkPasswordPolicy('Abc-def-ghij')).toBeNull();
  });

  it('counts characters, not bytes', () => {
    expect(checkPasswordPolicy('õõõüüüäääöö')).toBe(passwordMessages.tooShort);
    expect(checkPasswordPolicy('õunapuuäärel')).toBeNull();
  });

  it('refuses common passwords whatever their case', () => {
    for (const p of [
      'password1234',
      'Password1234',
      'QWERTYUIOP123',
      'iloveyou1234',
      '123456789012',
    ]) {
      expect(checkPasswordPolicy(p)).toBe(passwordMessages.common);
    }
    expect(checkPasswordPolicy('aaaaaaaaaaaaaaaa')).toBe(passwordMessages.common);
  });

  it('ships a list of several thousand lower-case common passwords', () => {
    const file = path.resolve(import.meta.dirname, '../../../server/auth/common-passwords.txt');
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(5000);
    expect(lines.every((l) => l === l.toLowerCase())).toBe(true);
    expect(lines).toContain('123456');
    expect(lines).toContain('password');
  });

  it('bounds the length', () => {
    expect(checkPasswordPolicy('x'.repeat(100) + 'Yz-'.repeat(60))).toBe(passwordMessages.tooLong);
  });
});
