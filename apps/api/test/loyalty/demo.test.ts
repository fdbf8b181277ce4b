// Demo data (config DEMO_DATA): on an empty database, a store, a customer who can log in and a year of
// purchases; never twice, never on a database that has data; on by default only for a local start.
import { describe, expect, it } from 'vitest';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
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
    const extrato = await h
      .client()
      .request<Extrato>('GET', '/extrato?meses=12', { jwt: login.envelope.data.jwt });
    const { lancamentos, cashbackPorMes, saldoCentavos } = extrato.envelope.data;
    expect(lancamentos.filter((l) => l.tipo === 'compra')).toHaveLength(36);
    expect(lancamentos.some((l) => l.tipo === 'cancelamento')).toBe(true);
    expect(lancamentos.some((l) => l.tipo === 'resgate')).toBe(true);
    expect(cashbackPorMes.filter((m) => m.cashbackCentavos > 0).length).toBeGreaterThanOrEqual(11);
    // The chart shows each series apart: what this month earned, what its cancellation took back
    // (an earlier month's purchase) and what the redemption spent, whatever the month nets.
    const current = cashbackPorMes.at(-1);
    expect(current?.ganhoCentavos).toBeGreaterThan(0);
    expect(cashbackPorMes.some((m) => m.estornadoCentavos > 0)).toBe(true);
    expect(cashbackPorMes.reduce((sum, m) => sum + m.resgatadoCentavos, 0)).toBe(2000);
    expect(saldoCentavos).toBeGreaterThan(0);
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
