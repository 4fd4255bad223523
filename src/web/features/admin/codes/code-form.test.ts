import { describe, expect, it } from 'vitest';
import { checkCode, fieldsFromCode } from './code-form.js';

describe('the Codes form', () => {
  it('reads the percent, the minimum and the uses typed with Arabic-Indic or Persian digits', () => {
    const fields = {
      ...fieldsFromCode(null),
      code: 'LAYAL15',
      percent: '١٥٪',
      minItemsTotal: '٣٠٫٥',
      maxUses: '۱۰۰',
      maxUsesPerPhone: '٢',
    };
    expect(checkCode(fields)).toMatchObject({ ok: true, body: { percent: 15, minItemsTotal: 30.5, maxUses: 100, maxUsesPerPhone: 2 } });
  });

  it('reads an amount typed in Arabic', () => {
    const fields = { ...fieldsFromCode(null), code: 'NOUR5', kind: 'amount' as const, amount: '$٥' };
    expect(checkCode(fields)).toMatchObject({ ok: true, body: { kind: 'amount', amount: 5 } });
  });
});
