// The words of each service notice, the level a purchase reaches, and the expiry reminders' windows.
import { describe, expect, it } from 'vitest';
import { LAUNCH_RULES, programmeRules } from '../../src/cashback/rules.ts';
import {
  DEFAULT_NOTICE_CHANNELS,
  creditedNotice,
  expiredNotice,
  expiringNotice,
  levelReachedAt,
  levelUpNotice,
  releasedNotice,
  reminderWindow,
  statementEntryPath,
} from '../../src/notices/cashback-notices.ts';

describe('service notices', () => {
  it('say what happened to the customer’s money, in pt-BR amounts and dates', () => {
    expect(creditedNotice(1230, '2026-12-25')).toEqual({
      titulo: 'Você ganhou R$\u00a012,30 de cashback',
      texto:
        'Sua compra rendeu R$\u00a012,30 de cashback, disponível para usar a partir de 25/12/2026.',
    });
    expect(releasedNotice(123_456)).toEqual({
      titulo: 'Seu cashback foi liberado',
      texto: 'R$\u00a01.234,56 de cashback já estão disponíveis para usar nas lojas.',
    });
    expect(expiringNotice(7, 500, '2027-01-02')).toEqual({
      titulo: 'Seu cashback expira em 7 dias',
      texto: 'R$\u00a05,00 do seu cashback expiram em 02/01/2027. Use nas lojas antes disso.',
    });
    expect(expiredNotice(99, '2027-01-02')).toEqual({
      titulo: 'Seu cashback expirou',
      texto: 'R$\u00a00,99 de cashback expiraram em 02/01/2027 sem ser usados.',
    });
    expect(levelUpNotice(LAUNCH_RULES, 3, 4)).toEqual({
      titulo: 'Você chegou ao nível 3',
      texto: 'Com 4 compras neste mês, sua próxima compra rende 15% de cashback.',
    });
  });

  it('tell a level only at the purchase that reached it', () => {
    expect([1, 2, 3, 4, 5].map((position) => levelReachedAt(LAUNCH_RULES, position))).toEqual([
      null,
      2,
      null,
      3,
      null,
    ]);
    const fromTheFirst = programmeRules({ ...LAUNCH_RULES, levelThresholds: [1] });
    expect(levelReachedAt(fromTheFirst, 1)).toBe(2);
  });

  it('link to a statement entry, and default to push and e-mail', () => {
    expect(statementEntryPath('a b')).toBe('/detalhes-fidelidade?id=a%20b');
    expect(DEFAULT_NOTICE_CHANNELS).toEqual({ push: true, email: true, sms: false });
  });

  it('remind of the expiries that entered the window since the last look', () => {
    const now = new Date('2026-11-26T15:00:00Z');
    const first = reminderWindow(30, 7, now, now);
    expect(first).toEqual({
      after: now,
      // 00:00 in São Paulo (UTC−3) on the day 30 days ahead, and 7 days ahead.
      upTo: new Date('2026-12-26T03:00:00Z'),
      skipUpTo: new Date('2026-12-03T03:00:00Z'),
    });
    const nextDay = reminderWindow(30, 7, new Date('2026-11-27T03:00:00Z'), first.upTo);
    expect(nextDay).toMatchObject({ after: first.upTo, upTo: new Date('2026-12-27T03:00:00Z') });
    expect(reminderWindow(7, null, now, null)).toMatchObject({ after: now, skipUpTo: null });
  });
});
