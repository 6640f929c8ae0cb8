import { describe, expect, it } from 'vitest';
import {
  loadCommonPasswords,
  PASSWORD_POLICY_TEXT,
  passwordPolicyProblem,
  personalPartsOf,
} from './password-policy';

const owner = { email: 'Ada.Lo@Example.com', names: ['Ada', 'Lovelace', null, ' '] };

describe('password policy (ASVS 5.0 V6.2.4, V6.2.11)', () => {
  it('V6.2.4 loads the whole bundled list once, lower-cased', async () => {
    const common = await loadCommonPasswords();
    expect(await loadCommonPasswords()).toBe(common);
    expect(common.size).toBe(49_233);
    expect(common.has('password')).toBe(true);
    expect(common.has('trustno1')).toBe(true);
  });

  it('V6.2.4 refuses a listed password in any case', async () => {
    const common = await loadCommonPasswords();
    for (const password of ['password123', 'PASSWORD123', 'TrustNo1']) {
      expect(passwordPolicyProblem(password, owner, common)).toBe(PASSWORD_POLICY_TEXT.tooCommon);
    }
  });

  it('V6.2.11 refuses the e-mail, its local part or a name of 3 characters or more, in any case', async () => {
    const common = await loadCommonPasswords();
    expect(personalPartsOf(owner)).toEqual(['ada.lo@example.com', 'ada.lo', 'ada', 'lovelace']);
    for (const password of [
      'xADA.LO@EXAMPLE.COMx',
      'my-ada.lo-key',
      'Quartz-ada-91',
      'LOVELACE-91!',
    ]) {
      expect(passwordPolicyProblem(password, owner, common)).toBe(PASSWORD_POLICY_TEXT.personal);
    }
  });

  it('allows a strong password, and ignores names shorter than 3 characters', async () => {
    const common = await loadCommonPasswords();
    expect(passwordPolicyProblem('Quartz-Ledger-Vault-58', owner, common)).toBeNull();
    const shortNames = { email: 'jo@x.io', names: ['Jo', 'Li'] };
    expect(personalPartsOf(shortNames)).toEqual(['jo@x.io']);
    expect(passwordPolicyProblem('Jo-Li-Quartz-Ledger', shortNames, common)).toBeNull();
  });
});
