// Manual adjustments over HTTP (docs/decisions/0018-manual-adjustments.md): applied at once up to the
// threshold, waiting above it for a different financeiro or administrador, never below zero, each
// step audited; the customer sees an applied one in their own statement as "Ajuste".
import { expect, it } from 'vitest';
import { availableNowExpiry } from '@fidelidade/domain/cashback/lifecycle';
import { monthKey } from '@fidelidade/domain/cashback/month';
import type { Ajuste } from '@fidelidade/domain/contracts/painel/ajustes';
import { consoleAdjustmentMessages, painelMessages } from '@fidelidade/domain/messages';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { recountedMonthSummary, storedMonthSummary } from '../loyalty/ledger-queries.ts';
import { adjustment, THRESHOLD, useAdjustmentsApp } from './adjustments-app.ts';

describeEachDatabase('manual adjustments', (database) => {
  const h = useAdjustmentsApp(database);

  it('applies a credit at the threshold at once, available and expiring by the rules in force', async () => {
    const { operador, client } = await h.operator('atendimento');
    const cliente = await h.customer();
    const created = await h.create(
      client,
      cliente.id,
      adjustment({ valorCentavos: THRESHOLD, motivoPublico: '  Bônus de aniversário ' }),
    );
    expect(created.status).toBe(201);
    expect(created.envelope.message).toBe(consoleAdjustmentMessages.adjustmentApplied);
    const ajuste = created.envelope.data;
    expect(ajuste).toMatchObject({
      clienteId: cliente.id,
      tipo: 'credito',
      valorCentavos: THRESHOLD,
      motivoPublico: 'Bônus de aniversário',
      estado: 'aplicado',
      criadoPor: { id: operador.id, nome: operador.nome },
      decididoPor: null,
      decididoEm: null,
    });
    expect(await h.available(cliente)).toBe(THRESHOLD);

    const credit = await h
      .db()
      .selectFrom('creditos_cashback')
      .selectAll()
      .where('cliente_id', '=', cliente.id)
      .executeTakeFirstOrThrow();
    const appliedAt = new Date(ajuste.criadoEm);
    const rules = await h.painel.api.app.programmeRules.currentRules(appliedAt);
    expect(credit).toMatchObject({
      ajuste_id: ajuste.id,
      compra_id: null,
      estado: 'disponivel',
      creditado_centavos: THRESHOLD,
      restante_centavos: THRESHOLD,
    });
    expect(credit.expira_em.toISOString()).toBe(availableNowExpiry(rules, appliedAt).toISOString());

    // The customer's own statement: the entry, its public reason, the month's summary, what expires.
    const extrato = await h.statement(cliente);
    expect(extrato.saldoCentavos).toBe(THRESHOLD);
    expect(extrato.lancamentos).toEqual([
      expect.objectContaining({
        tipo: 'ajuste',
        loja: null,
        valorCentavos: THRESHOLD,
        percentual: null,
        cashbackCentavos: THRESHOLD,
        situacao: null,
        descricao: 'Bônus de aniversário',
      }),
    ]);
    expect(extrato.cashbackPorMes.at(-1)).toMatchObject({
      mes: monthKey(appliedAt),
      cashbackCentavos: THRESHOLD,
      ajusteCreditoCentavos: THRESHOLD,
      ajusteDebitoCentavos: 0,
      ganhoCentavos: 0,
    });
    expect(extrato.proximaExpiracao?.valorCentavos).toBe(THRESHOLD);
    const entryId = extrato.lancamentos[0]?.id ?? '';
    const detail = await h
      .customerClient()
      .request<{ descricao: string }>('GET', `/extrato/${entryId}`, { jwt: cliente.jwt });
    expect(detail.envelope.data).toMatchObject({
      tipo: 'ajuste',
      descricao: 'Bônus de aniversário',
    });

    expect(await h.audit(ajuste.id)).toEqual([
      { acao: 'criar', entidade: 'ajuste', operadorId: operador.id, motivo: adjustment().motivo },
      { acao: 'aplicar', entidade: 'ajuste', operadorId: operador.id, motivo: adjustment().motivo },
    ]);
  });

  it('waits above the threshold until a different financeiro or administrador approves it', async () => {
    const autor = await h.operator('financeiro');
    const atendimento = await h.operator('atendimento');
    const aprovador = await h.operator('financeiro');
    const cliente = await h.customer();
    const created = await h.create(
      autor.client,
      cliente.id,
      adjustment({ valorCentavos: THRESHOLD + 1 }),
    );
    expect(created.status).toBe(201);
    expect(created.envelope.message).toBe(consoleAdjustmentMessages.adjustmentAwaiting);
    const { id } = created.envelope.data;
    expect(created.envelope.data.estado).toBe('aguardando_aprovacao');
    expect(await h.available(cliente)).toBe(0);
    expect((await h.statement(cliente)).lancamentos).toEqual([]);

    const own = await h.decide(autor.client, id, 'aprovar');
    expect(own.status).toBe(403);
    expect(own.envelope.message).toBe(consoleAdjustmentMessages.ownAdjustment);
    const ownReject = await h.decide(autor.client, id, 'rejeitar');
    expect(ownReject.status).toBe(403);
    const role = await h.decide(atendimento.client, id, 'aprovar');
    expect(role.status).toBe(403);
    expect(role.envelope.message).toBe(painelMessages.forbidden);
    expect(await h.available(cliente)).toBe(0);

    const approved = await h.decide(aprovador.client, id, 'aprovar');
    expect(approved.status).toBe(200);
    expect(approved.envelope.message).toBe(consoleAdjustmentMessages.adjustmentApproved);
    expect(approved.envelope.data).toMatchObject({
      estado: 'aplicado',
      criadoPor: { id: autor.operador.id },
      decididoPor: { id: aprovador.operador.id, nome: aprovador.operador.nome },
    });
    expect(approved.envelope.data.decididoEm).not.toBeNull();
    expect(await h.available(cliente)).toBe(THRESHOLD + 1);
    expect((await h.statement(cliente)).lancamentos.map((l) => l.tipo)).toEqual(['ajuste']);

    const again = await h.decide(aprovador.client, id, 'aprovar');
    expect(again.status).toBe(409);
    expect(again.envelope.message).toBe(consoleAdjustmentMessages.adjustmentNotWaiting);
    expect(await h.available(cliente)).toBe(THRESHOLD + 1);

    const decide = { entidade: 'ajuste', motivo: 'Conferido com o cupom fiscal' };
    expect(await h.audit(id)).toEqual([
      {
        acao: 'criar',
        entidade: 'ajuste',
        operadorId: autor.operador.id,
        motivo: adjustment().motivo,
      },
      { acao: 'aprovar', operadorId: aprovador.operador.id, ...decide },
      { acao: 'aplicar', operadorId: aprovador.operador.id, ...decide },
    ]);
  });

  it('changes nothing but the adjustment when it is rejected', async () => {
    const autor = await h.operator('atendimento');
    const admin = await h.operator('administrador');
    const cliente = await h.customer();
    await h.create(autor.client, cliente.id, adjustment({ valorCentavos: 6000 }));
    const created = await h.create(
      autor.client,
      cliente.id,
      adjustment({ tipo: 'debito', valorCentavos: 5000 }),
    );
    expect(created.envelope.data.estado).toBe('aplicado');
    const big = await h.create(autor.client, cliente.id, adjustment({ valorCentavos: 50_000 }));
    const { id } = big.envelope.data;
    const before = await h.statement(cliente);

    const rejected = await h.decide(admin.client, id, 'rejeitar');
    expect(rejected.status).toBe(200);
    expect(rejected.envelope.message).toBe(consoleAdjustmentMessages.adjustmentRejected);
    expect(rejected.envelope.data).toMatchObject({
      estado: 'rejeitado',
      decididoPor: { id: admin.operador.id },
    });
    expect(await h.statement(cliente)).toEqual(before);
    expect(await h.available(cliente)).toBe(1000);
    expect((await h.decide(admin.client, id, 'aprovar')).status).toBe(409);
    expect((await h.audit(id)).map((line) => line.acao)).toEqual(['criar', 'rejeitar']);
  });

  it('refuses a debit above the available balance, when written and again when approved', async () => {
    const autor = await h.operator('atendimento');
    const aprovador = await h.operator('administrador');
    const cliente = await h.customer();
    const purchased = await h.availablePurchase(cliente.cpf, 30_000);
    await h.create(autor.client, cliente.id, adjustment({ valorCentavos: THRESHOLD }));
    const available = purchased + THRESHOLD;

    const tooMuch = await h.create(
      autor.client,
      cliente.id,
      adjustment({ tipo: 'debito', valorCentavos: available + 1 }),
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.envelope.data).toEqual({ saldoDisponivelCentavos: available });
    expect(tooMuch.envelope.message).toContain('saldo disponível');
    const written = await h
      .db()
      .selectFrom('ajustes')
      .select('tipo')
      .where('cliente_id', '=', cliente.id)
      .execute();
    expect(written).toEqual([{ tipo: 'credito' }]);

    // Waiting for approval, while the balance falls below it.
    const waiting = await h.create(
      autor.client,
      cliente.id,
      adjustment({ tipo: 'debito', valorCentavos: available - 100 }),
    );
    expect(waiting.envelope.data.estado).toBe('aguardando_aprovacao');
    const spent = await h.create(
      autor.client,
      cliente.id,
      adjustment({ tipo: 'debito', valorCentavos: 200 }),
    );
    expect(spent.envelope.data.estado).toBe('aplicado');
    const late = await h.decide(aprovador.client, waiting.envelope.data.id, 'aprovar');
    expect(late.status).toBe(422);
    expect(late.envelope.data).toEqual({ saldoDisponivelCentavos: available - 200 });
    const still = await h
      .db()
      .selectFrom('ajustes')
      .select('estado')
      .where('id', '=', waiting.envelope.data.id)
      .executeTakeFirstOrThrow();
    expect(still.estado).toBe('aguardando_aprovacao');
    expect(await h.available(cliente)).toBe(available - 200);
  });

  it('spends the credits that expire first, never below zero, and keeps the summary equal to the ledger', async () => {
    const { client } = await h.operator('financeiro');
    const cliente = await h.customer();
    const purchased = await h.availablePurchase(cliente.cpf, 20_000);
    await h.create(client, cliente.id, adjustment({ valorCentavos: 3000 }));
    const debit = await h.create(
      client,
      cliente.id,
      adjustment({ tipo: 'debito', valorCentavos: purchased + 500 }),
    );
    expect(debit.envelope.data.estado).toBe('aplicado');
    const credits = await h
      .db()
      .selectFrom('creditos_cashback')
      .select(['compra_id', 'estado', 'restante_centavos'])
      .where('cliente_id', '=', cliente.id)
      .orderBy('expira_em')
      .execute();
    // The purchase's credit, released 10 days ago, expires before the adjustment's.
    expect(credits.map((c) => [c.compra_id === null, c.estado, c.restante_centavos])).toEqual([
      [false, 'utilizado', 0],
      [true, 'disponivel', 2500],
    ]);
    expect(await h.available(cliente)).toBe(2500);
    const all = await h.create(
      client,
      cliente.id,
      adjustment({ tipo: 'debito', valorCentavos: 2500 }),
    );
    expect(all.status).toBe(201);
    expect(await h.available(cliente)).toBe(0);
    expect(
      (await h.create(client, cliente.id, adjustment({ tipo: 'debito', valorCentavos: 1 }))).status,
    ).toBe(422);

    const extrato = await h.statement(cliente);
    expect(extrato.cashbackPorMes.at(-1)).toMatchObject({
      ajusteCreditoCentavos: 3000,
      ajusteDebitoCentavos: purchased + 500 + 2500,
    });
    const ids = [cliente.id];
    expect(await storedMonthSummary(h.db(), ids)).toEqual(await recountedMonthSummary(h.db(), ids));
  });

  it('lists adjustments newest first, by state and customer', async () => {
    const { client } = await h.operator('atendimento');
    const one = await h.customer();
    const other = await h.customer();
    const first = await h.create(client, one.id, adjustment({ valorCentavos: 50_000 }));
    h.painel.clock.advance(1000);
    const second = await h.create(client, one.id, adjustment());
    await h.create(client, other.id, adjustment({ valorCentavos: 60_000 }));

    const ofOne = await client.request<{ itens: Ajuste[]; total: number }>(
      'GET',
      `/ajustes?clienteId=${one.id}`,
    );
    expect(ofOne.status).toBe(200);
    expect(ofOne.envelope.data.total).toBe(2);
    expect(ofOne.envelope.data.itens.map((a) => a.id)).toEqual([
      second.envelope.data.id,
      first.envelope.data.id,
    ]);
    const waiting = await client.request<{ itens: Ajuste[]; total: number }>(
      'GET',
      `/ajustes?estado=aguardando_aprovacao&clienteId=${one.id}&porPagina=1`,
    );
    expect(waiting.envelope.data).toMatchObject({
      total: 1,
      itens: [{ id: first.envelope.data.id }],
    });
    const bad = await client.request('GET', '/ajustes?estado=pendente');
    expect(bad.status).toBe(400);
    expect(bad.envelope.message).toBe(consoleAdjustmentMessages.invalidState);
  });

  it('refuses an unknown customer or adjustment and a bad body, in Portuguese', async () => {
    const { client } = await h.operator('administrador');
    const nobody = '00000000-0000-4000-8000-000000000000';
    const unknown = await h.create(client, nobody, adjustment());
    expect(unknown.status).toBe(404);
    expect(unknown.envelope.message).toBe('Cliente não encontrado.');
    expect((await h.decide(client, nobody, 'aprovar')).status).toBe(404);
    const cliente = await h.customer();
    const bad = await h.create(client, cliente.id, adjustment({ valorCentavos: 0 }));
    expect(bad.status).toBe(400);
    expect(bad.envelope.message).toMatch(/^Informe o valor em centavos/);
    const noCsrf = await client.request('POST', `/clientes/${cliente.id}/ajustes`, {
      body: adjustment(),
      csrf: null,
    });
    expect(noCsrf.status).toBe(403);
    expect(await h.available(cliente)).toBe(0);
  });

  it('exports the customer’s adjustments in meus_dados and erases them with the account', async () => {
    const { client } = await h.operator('financeiro');
    const cliente = await h.customer();
    const created = await h.create(client, cliente.id, adjustment());
    const download = await h
      .customerClient()
      .request<{ ajustes: unknown[] }>('GET', '/meus_dados', { jwt: cliente.jwt });
    expect(download.envelope.data.ajustes).toEqual([
      {
        tipo: 'credito',
        valorCentavos: 2500,
        motivoPublico: adjustment().motivoPublico,
        estado: 'aplicado',
        criadoEm: created.envelope.data.criadoEm,
        decididoEm: null,
      },
    ]);
    const deleted = await h
      .customerClient()
      .request('DELETE', '/cliente', { jwt: cliente.jwt, body: { jwt: cliente.jwt } });
    expect(deleted.status).toBe(200);
    const left = await h.db().selectFrom('ajustes').select('id').execute();
    expect(left.map((row) => row.id)).not.toContain(created.envelope.data.id);
    // The trail keeps the id, which now names nothing.
    expect((await h.audit(created.envelope.data.id)).length).toBe(2);
  });
});
