// The programme's rules as versioned data: GET regras shows the version in force and the next one
// announced, and each purchase takes the version of its own São Paulo month, whichever came later.
import { expect, it } from 'vitest';
import { cashbackDates } from '@fidelidade/domain/cashback/lifecycle';
import { LAUNCH_RULES } from '@fidelidade/domain/cashback/rules';
import { monthAfter } from '@fidelidade/domain/cashback/rules-versions';
import { monthKey } from '@fidelidade/domain/cashback/month';
import type { Niveis } from '@fidelidade/domain/contracts/niveis';
import type { Regras } from '@fidelidade/domain/contracts/regras';
import { compra } from '@fidelidade/test-kit/purchases';
import { addRulesVersion } from '../../src/loyalty/rules-versions-repository.ts';
import type { CompraResult } from '../../src/partner/contracts.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useLoyaltyApp } from './loyalty-app.ts';

const DAY_MS = 86_400_000;
const LAUNCH = {
  percentuais: [5, 5, 10, 15],
  limitesNivel: [2, 4],
  carenciaDias: 30,
  validadeMeses: 12,
};

describeEachDatabase('loyalty: versioned programme rules', (database) => {
  const h = useLoyaltyApp(database);
  // Straight into the table, past the command's "from next month on" (a version already in force).
  const addVersion = (startMonth: string, ratesByPosition: number[], levelThresholds: number[]) =>
    addRulesVersion(h.api.app.database.db, {
      startMonth,
      rules: { ratesByPosition, levelThresholds, graceDays: 10, validityMonths: 6 },
    });

  it('credits each purchase under the version of its month, and GET regras shows it', async () => {
    // A version that started this month, as if added last month (before anything read the rules).
    const thisMonth = monthKey(new Date());
    await addVersion(thisMonth, [8, 9, 12, 20], [3, 5]);
    const { user } = await h.register();
    const loja = await h.store();

    // 40 days back is always an earlier month: the launch rules, position 1 of that month.
    const olderBody = compra(user.cpf, {
      dataHora: new Date(Date.now() - 40 * DAY_MS).toISOString(),
    });
    const nowBody = compra(user.cpf);
    const older = await loja.client.post<CompraResult>('/compras', olderBody);
    const now = await loja.client.post<CompraResult>('/compras', nowBody);
    expect([older.status, now.status]).toEqual([201, 201]);
    expect([older.envelope.data.percentual, older.envelope.data.cashbackCentavos]).toEqual([
      5, 150,
    ]);
    expect([now.envelope.data.percentual, now.envelope.data.cashbackCentavos]).toEqual([8, 240]);
    // So do the carência and the validity: 30 days and 12 months then, 10 days and 6 months now.
    const launchDates = cashbackDates(LAUNCH_RULES, new Date(olderBody.dataHora));
    const thisVersion = cashbackDates(
      { ...LAUNCH_RULES, graceDays: 10, validityMonths: 6 },
      new Date(nowBody.dataHora),
    );
    expect(older.envelope.data).toMatchObject({
      situacao: 'disponivel',
      liberaEm: launchDates.releasesAt.toISOString(),
    });
    expect(now.envelope.data).toMatchObject({
      situacao: 'pendente',
      liberaEm: thisVersion.releasesAt.toISOString(),
    });
    const expiries = await h.api.app.database.db
      .selectFrom('creditos_cashback')
      .innerJoin('compras', 'compras.id', 'creditos_cashback.compra_id')
      .select('creditos_cashback.expira_em')
      .where('compras.id_compra_loja', 'in', [olderBody.idCompraLoja, nowBody.idCompraLoja])
      .orderBy('compras.ocorrida_em')
      .execute();
    expect(expiries.map((row) => row.expira_em)).toEqual([
      launchDates.expiresAt,
      thisVersion.expiresAt,
    ]);

    const batch = await loja.client.post<{ resultados: { data: CompraResult }[] }>(
      '/compras/lote',
      {
        compras: [
          compra(user.cpf, { dataHora: new Date(Date.now() - 41 * DAY_MS).toISOString() }),
          compra(user.cpf),
        ],
      },
    );
    // The level follows this month's version: 2 purchases this month are still level 1 (level 2
    // starts at 3), where the launch rules would say level 2.
    expect(batch.envelope.data.resultados.map((r) => [r.data.percentual, r.data.nivel])).toEqual([
      [5, 1],
      [9, 1],
    ]);

    const regras = await h.client().request<Regras>('GET', '/regras');
    expect(regras.status).toBe(200);
    expect(regras.envelope.message).toBe('Regras do programa de fidelidade.');
    expect(regras.envelope.data).toEqual({
      vigente: {
        inicio: thisMonth,
        percentuais: [8, 9, 12, 20],
        limitesNivel: [3, 5],
        carenciaDias: 10,
        validadeMeses: 6,
      },
      proxima: null,
    });
    const niveis = await h.client().request<Niveis>('GET', '/niveis');
    expect(niveis.envelope.data.niveis.map((n) => n.percentual)).toEqual([8, 20, 20]);
  });

  it('announces the next version without applying it before its month', async () => {
    const nextMonth = monthAfter(monthKey(new Date()));
    await addVersion(nextMonth, [1, 2, 3], [2, 4]);
    const regras = await h.client().request<Regras>('GET', '/regras');
    expect(regras.envelope.data.proxima).toEqual({
      inicio: nextMonth,
      percentuais: [1, 2, 3],
      limitesNivel: [2, 4],
      carenciaDias: 10,
      validadeMeses: 6,
    });
    const { user } = await h.register();
    const loja = await h.store();
    const response = await loja.client.post<CompraResult>('/compras', compra(user.cpf));
    expect(response.envelope.data.percentual).toBe(8);
  });

  it('lets browsers keep the rules for a while, per day key', async () => {
    const response = await h.client().request<Regras>('GET', '/regras');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('vary')).toContain('Encrypt-Date');
  });

  it('answers plain JSON to a request without Encrypt, as the home reads it', async () => {
    const response = await fetch(`${h.api.apiUrl}/regras`);
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toContain('Encrypt');
    const envelope = (await response.json()) as { status: string; data: Regras };
    expect(envelope.status).toBe('success');
    expect(envelope.data.vigente.percentuais).toEqual([8, 9, 12, 20]);
  });
});

describeEachDatabase('loyalty: GET regras on a new database', (database) => {
  const h = useLoyaltyApp(database);

  it('shows the launch rules, in force from the earliest purchase, and no next version', async () => {
    const regras = await h.client().request<Regras>('GET', '/regras');
    expect(regras.envelope.data).toEqual({
      vigente: { inicio: '2000-01', ...LAUNCH },
      proxima: null,
    });
  });
});
