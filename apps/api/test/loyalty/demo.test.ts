// Demo data (config DEMO_DATA): on an empty database, a store, a customer who can log in and a year of
// purchases with cashback in every state; never twice, never on a database that has data; on by
// default only for a local start.
import { describe, expect, it } from 'vitest';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { CREDITO_SITUACOES } from '@fidelidade/domain/contracts/lancamento';
import type { MeusDados } from '@fidelidade/domain/contracts/meus-dados';
import { loadConfig } from '../../src/config.ts';
import { DEMO_LOGIN, seedDemoData } from '../../src/demo/demo-data.ts';
import { findLojaByKey } from '../../src/partner/lojas-repository.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useLoyaltyApp } from './loyalty-app.ts';

describeEachDatabase('demo data', (database) => {
  const h = useLoyaltyApp(database);

  it('seeds an empty database once: the demo login sees a year of statement', async () => {
    const demo = await seedDemoData(h.api.app);
    expect(demo).toMatchObject({ ...DEMO_LOGIN, loja: 'Loja Demonstração' });
    expect(await findLojaByKey(h.api.app.database.db, demo?.chave ?? '')).toBeDefined();
    expect(await seedDemoData(h.api.app)).toBeNull();

    const login = await h.client().request<Cliente>('POST', '/login', { body: DEMO_LOGIN });
    expect(login.status).toBe(200);
    const jwt = login.envelope.data.jwt;
    const extrato = await h.client().request<Extrato>('GET', '/extrato?meses=12', { jwt });
    const { lancamentos, cashbackPorMes, ...balance } = extrato.envelope.data;
    expect(lancamentos.filter((l) => l.tipo === 'compra')).toHaveLength(36);
    expect(lancamentos.filter((l) => l.tipo === 'cancelamento')).toHaveLength(2);
    const resgates = lancamentos.filter((l) => l.tipo === 'resgate');
    expect(resgates).toHaveLength(1);
    expect(cashbackPorMes.filter((m) => m.cashbackCentavos > 0).length).toBeGreaterThanOrEqual(11);

    // Cashback in every state (DESIGN decision 15): pending with a release ahead, available with an
    // expiry ahead, and purchases whose cashback is spent or cancelled.
    expect(balance.pendenteCentavos).toBeGreaterThan(0);
    expect(balance.proximaLiberacao).not.toBeNull();
    expect(balance.saldoCentavos).toBeGreaterThan(0);
    expect(balance.proximaExpiracao).not.toBeNull();
    expect(balance.dividaCentavos).toBe(0);
    const states = new Set(lancamentos.map((l) => l.situacao));
    for (const state of ['pendente', 'disponivel', 'utilizado', 'cancelado'] as const) {
      expect(states).toContain(state);
    }
    // Cashback expires after the carência and the validade, longer than the statement's longest
    // period: the purchases whose cashback expired are older than its months, their expiry entries
    // fall in them, and the download, which holds every credit, shows them expired.
    expect(lancamentos.filter((l) => l.tipo === 'expiracao').length).toBeGreaterThan(0);
    const download = await h.client().request<MeusDados>('GET', '/meus_dados', { jwt });
    const { creditos } = download.envelope.data;
    expect([...new Set(creditos.map((c) => c.estado))].sort()).toEqual(
      [...CREDITO_SITUACOES].sort(),
    );
    // The redemption spent one credit in full and part of the next.
    expect(
      creditos.some((c) => c.estado === 'disponivel' && c.restanteCentavos < c.creditadoCentavos),
    ).toBe(true);
    // One cancellation found its purchase's cashback still pending, the other already released.
    const cancelledPending = creditos
      .filter((c) => c.estado === 'cancelado')
      .map((c) => Date.parse(c.liberaEm) > Date.now());
    expect(cancelledPending.sort()).toEqual([false, true]);

    // The chart shows each series apart, whatever the months net: what they earned, what the
    // cancellations took back, what the redemption spent and what expired.
    const current = cashbackPorMes.at(-1);
    expect(current?.ganhoCentavos).toBeGreaterThan(0);
    for (const series of [
      'ganhoCentavos',
      'estornadoCentavos',
      'resgatadoCentavos',
      'expiradoCentavos',
    ] as const) {
      expect(cashbackPorMes.some((m) => m[series] > 0)).toBe(true);
    }
    expect(cashbackPorMes.reduce((sum, m) => sum + m.resgatadoCentavos, 0)).toBe(
      resgates[0]?.valorCentavos,
    );
  }, 120_000);

  it('leaves a database with customers alone', async () => {
    await h.register();
    expect(await seedDemoData(h.api.app)).toBeNull();
  });
});

describe('DEMO_DATA default', () => {
  it('is on for a local start on the embedded database only', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'true' }).demoData).toBe(true);
  });
});
