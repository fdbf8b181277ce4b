-- npm run bench:dados: 100,000 customers and 2,000,000 purchases over the two years before :agora
-- (the instant generate.ts passes for the whole script), with everything the API would have left:
-- each purchase's ledger entry and cashback credit, redemptions and expiries with theirs, the
-- balances, the month counters and the statement's summary. All of it set-based INSERT … SELECT over
-- generate_series (no row-by-row calls). $1 is the argon2id hash every customer shares (the bench logs
-- in only customer 1). Ids are md5-derived uuids so purchases can name customers without a join.
-- Customer 1 gets purchases 1–50, one every 6 days back from an hour ago (all inside meses=12, like
-- the small case) and redeems nothing, so its statement has exactly those 50 entries; the rest spread
-- over customers 2–100,000, the two years and eight stores (a redemption is at its purchase's store).
-- Customers have Brazilian names, accents and all, from first names and surnames combined so that a
-- name prefix finds what it would in a real base (the console's search, busca.ts); one purchase in
-- seven is rated. Each credit's state follows from :agora: pending, then
-- available (four in ten spent, half of those in part, each by a redemption of its own: exact
-- oldest-expiry-first spending is not modelled), then expired or spent. What fell due in the last day
-- (the 00:00 São Paulo releases and expiries at most a day before :agora) is left for the lifecycle
-- job, as if it had not run since: the lifecycle case (lifecycle.ts) runs that day's work. generate.ts
-- drops the big tables' secondary indexes and unique constraints before this script, rebuilds them
-- after it, then analyzes.

-- The stores' ids are RFC 4122 version-4 uuids (an md5 with its version and variant digits set), as the
-- console's contracts check the ids they answer.
insert into lojas (id, nome, chave_hash)
values (overlay(overlay(md5('loja-escala') placing '4' from 13) placing '8' from 17)::uuid,
        'Loja Escala', md5('loja-escala-sem-chave'));

insert into lojas (id, nome, chave_hash)
select overlay(overlay(md5('loja-escala-' || n) placing '4' from 13) placing '8' from 17)::uuid,
       nome, md5('loja-escala-sem-chave-' || n)
from unnest(array['Padaria São Jorge', 'Farmácia Araújo', 'Supermercado Conceição',
                  'Açougue Brandão', 'Livraria Estação', 'Óptica Visão', 'Café Paraná'])
  with ordinality as l(nome, n);

insert into clientes (id, nome, cpf, celular, email, senha_hash)
select md5('cliente-' || i)::uuid,
       (array['João', 'José', 'Maria', 'Ana', 'Antônio', 'Francisco', 'Conceição', 'Luís', 'Márcia',
              'Paulo', 'Sérgio', 'Letícia', 'Júlia', 'Lúcia', 'André', 'Fábio', 'Cláudia', 'Vitória',
              'Inês', 'Raimundo', 'Sebastião', 'Patrícia', 'Mônica', 'Ângela', 'Érica', 'Otávio',
              'Tânia', 'Célia', 'Brás', 'Heloísa'])[1 + i % 30] || ' ' ||
       (array['da Silva', 'dos Santos', 'Araújo', 'Conceição', 'Gonçalves', 'Simões', 'Magalhães',
              'Brandão', 'Assunção', 'Falcão', 'Guimarães', 'Romão', 'Lopes', 'Pereira', 'Câmara',
              'Gusmão', 'Estêvão', 'Sá', 'Damião', 'Rocha', 'Figueirêdo', 'Lacerda', 'Nóbrega',
              'Macêdo', 'Bastos', 'Peçanha', 'Tavares', 'Brito', 'Leão', 'Mourão',
              'Ribeiro'])[1 + (i / 30) % 31] || ' ' ||
       (array['Alves', 'Barros', 'Cardoso', 'Dantas', 'Fonseca', 'Galvão', 'Hora', 'Jordão',
              'Lima', 'Moraes', 'Nascimento', 'Oliveira', 'Pimentel', 'Queiroz', 'Sampaio', 'Teixeira',
              'Valença', 'Xavier', 'Zóccoli', 'Ávila', 'Évora', 'Úrsula', 'Castelão', 'Peixoto',
              'Quintão', 'Sobral', 'Teles', 'Uchôa', 'Viana'])[1 + (i / 930) % 29],
       lpad(i::text, 11, '0'), '11' || lpad(i::text, 9, '0'), 'escala-' || i || '@fidelidade.test', $1
from generate_series(1, :customers) as i;

insert into compras (loja_id, id_compra_loja, cliente_id, valor_centavos, ocorrida_em, mes,
                     posicao_no_mes, percentual, cashback_centavos, nivel_apos, hash_avaliacao)
select case when g.i <= 50 or g.i % 8 = 0
            then overlay(overlay(md5('loja-escala') placing '4' from 13) placing '8' from 17)::uuid
            else overlay(overlay(md5('loja-escala-' || (g.i % 8)) placing '4' from 13)
                         placing '8' from 17)::uuid end,
       'escala-' || g.i, g.cliente, g.valor, g.quando,
       to_char(g.quando at time zone 'America/Sao_Paulo', 'YYYY-MM'),
       1, 5, g.valor * 5 / 100, 1, md5('avaliacao-' || g.i)
from (
  select i,
         case when i <= 50 then md5('cliente-1')::uuid
              else md5('cliente-' || (2 + (i % (:customers - 1))))::uuid end as cliente,
         500 + (i::bigint * 7919) % 50000 as valor,
         case when i <= 50 then :agora - interval '1 hour' - (i - 1) * interval '6 days'
              else :agora - ((i::bigint * 104729) % (730 * 24 * 60)) * interval '1 minute' end as quando
  from generate_series(1, :purchases) as i
) as g;

insert into lancamentos (cliente_id, loja_id, tipo, compra_id, valor_centavos, percentual,
                         cashback_centavos, ocorrido_em, mes)
select cliente_id, loja_id, 'compra', id, valor_centavos, percentual, cashback_centavos,
       ocorrida_em, mes
from compras;

-- One purchase in seven rated, a day after it, stars and comment varying with it.
-- The store is copied here: the trigger that copies it (0051) does not fire in this bulk session.
insert into avaliacoes (compra_id, estrelas, comentario, criada_em, loja_id)
select id, 1 + (i::bigint * 7919) % 5,
       (array['', 'Atendimento ótimo!', 'Demorou um pouco.', 'Preço bom, voltarei.',
              'Não gostei da fila.'])[1 + i % 5],
       ocorrida_em + interval '1 day', loja_id
from (select id, ocorrida_em, loja_id, substr(id_compra_loja, length('escala-') + 1)::int as i
      from compras) as c
where i % 7 = 0;

-- Each purchase's credit, worked out once for the inserts below. Its dates are cashbackDates
-- (packages/domain/src/cashback/lifecycle.ts) under the rules version of the purchase's month, read
-- from regras_programa: 00:00 São Paulo on the purchase's São Paulo date plus the carência, and on
-- that date plus the validity in calendar months (a day the month lacks becomes its last, as in
-- PostgreSQL's date arithmetic). A spent credit's redemption falls between its release and the
-- earlier of its expiry and :agora.
create temp table credito_gerado as
with regras as (
  select m.mes, r.carencia_dias, r.validade_meses
  from (select distinct mes from compras) as m
  cross join lateral (
    select carencia_dias, validade_meses from regras_programa
    where inicio <= m.mes order by inicio desc limit 1
  ) as r
), liberacao as (
  select c.id as compra_id, c.cliente_id, c.loja_id, c.cashback_centavos::bigint as creditado,
         substr(c.id_compra_loja, length('escala-') + 1)::int as i,
         (c.ocorrida_em at time zone 'America/Sao_Paulo')::date + r.carencia_dias as libera,
         r.validade_meses
  from compras as c join regras as r using (mes)
), datas as (
  select l.*, l.libera::timestamp at time zone 'America/Sao_Paulo' as libera_em,
         (l.libera + make_interval(months => l.validade_meses))::date::timestamp
           at time zone 'America/Sao_Paulo' as expira_em
  from liberacao as l
), gastos as (
  select d.*,
         case when d.libera_em > :agora - interval '1 day' or d.i <= 50 or d.i % 10 < 6 then 0
              when d.i % 10 < 8 then d.creditado * (10 + d.i % 80) / 100
              else d.creditado end as gasto
  from datas as d
)
select g.*, md5('credito-' || g.i)::uuid as credito_id, md5('resgate-' || g.i)::uuid as resgate_id,
       g.libera_em + (least(g.expira_em, :agora) - g.libera_em) * ((1 + g.i % 97) / 98.0)
         as resgatado_em,
       case when g.libera_em > :agora - interval '1 day' then 'pendente'
            when g.gasto = g.creditado then 'utilizado'
            when g.expira_em <= :agora - interval '1 day' then 'expirado'
            else 'disponivel' end as estado,
       case when g.libera_em > :agora - interval '1 day' then g.creditado
            when g.expira_em <= :agora - interval '1 day' then 0
            else g.creditado - g.gasto end as restante,
       case when g.libera_em > :agora - interval '1 day' or g.expira_em > :agora - interval '1 day'
            then 0 else g.creditado - g.gasto end as expirado
from gastos as g;

-- A year of history is no news: its credits were told long ago (notices/credit-notices.ts).
insert into creditos_cashback (id, cliente_id, compra_id, creditado_centavos, restante_centavos,
                               expirado_centavos, estado, libera_em, expira_em, avisado)
select credito_id, cliente_id, compra_id, creditado, restante, expirado, estado, libera_em, expira_em,
       true
from credito_gerado;

-- saldo_apos_centavos is what was left of the credit, not the customer's whole balance then: only an
-- idempotent replay of the redemption reads it back.
insert into resgates (id, loja_id, id_resgate_loja, cliente_id, valor_centavos, saldo_apos_centavos,
                      criado_em)
select resgate_id, loja_id, 'escala-resgate-' || i, cliente_id, gasto, creditado - gasto, resgatado_em
from credito_gerado
where gasto > 0;

insert into lancamentos (cliente_id, loja_id, tipo, resgate_id, valor_centavos, cashback_centavos,
                         ocorrido_em, mes)
select cliente_id, loja_id, 'resgate', resgate_id, gasto, -gasto, resgatado_em,
       to_char(resgatado_em at time zone 'America/Sao_Paulo', 'YYYY-MM')
from credito_gerado
where gasto > 0;

-- An expiry books what was left of the credit at the instant it expired (lifecycle/expiry.ts).
insert into lancamentos (cliente_id, tipo, credito_id, valor_centavos, cashback_centavos,
                         ocorrido_em, mes)
select cliente_id, 'expiracao', credito_id, expirado, -expirado, expira_em,
       to_char(expira_em at time zone 'America/Sao_Paulo', 'YYYY-MM')
from credito_gerado
where expirado > 0;

-- Available: what is left of the available credits; pending: the pending credits. No cancellations
-- here, so no debt. With the ledger: the sum of a customer's entries is available plus pending.
insert into saldos (cliente_id, saldo_centavos, pendente_centavos)
select cliente_id,
       coalesce(sum(restante) filter (where estado = 'disponivel'), 0),
       coalesce(sum(creditado) filter (where estado = 'pendente'), 0)
from credito_gerado
group by cliente_id;

drop table credito_gerado;

-- The month counters a new purchase bumps (migration 0024), as the API would have left them.
insert into compras_mes (cliente_id, mes, compras)
select cliente_id, mes, count(*) from compras where cancelada_em is null group by cliente_id, mes;

-- The statement's summary (migration 0038), as the API would have left it: each month's entries of
-- each kind, summed from the ledger (no cancellations here).
insert into extrato_mensal (cliente_id, mes, ganho_centavos, resgatado_centavos, expirado_centavos)
select cliente_id, mes,
       coalesce(sum(cashback_centavos) filter (where tipo = 'compra'), 0),
       coalesce(-sum(cashback_centavos) filter (where tipo = 'resgate'), 0),
       coalesce(-sum(cashback_centavos) filter (where tipo = 'expiracao'), 0)
from lancamentos
group by cliente_id, mes;

-- Applied credit adjustments (0048_ajustes.sql), one customer in 33 over the last eleven months (so
-- none expired yet), each as the console leaves it (adjustments/apply-adjustment.ts): the adjustment,
-- its ledger entry, its credit available at once for twelve months, the balance and the statement's
-- summary. The statement's plan needs ajustes to have rows to read it as the API will.
insert into operadores (id, nome, email, senha_hash, papel)
values (md5('operador-escala')::uuid, 'Financeiro da escala', 'financeiro-escala@marca.example', $1,
        'financeiro');

create temp table ajuste_gerado as
select md5('ajuste-' || k)::uuid as id, md5('cliente-' || (2 + k * 33))::uuid as cliente_id,
       100 + (k * 7919) % 4900 as valor,
       :agora - ((k::bigint * 104729) % (330 * 24 * 60)) * interval '1 minute' as quando
from generate_series(0, (:customers - 2) / 33) as k;

insert into ajustes (id, cliente_id, tipo, valor_centavos, motivo, motivo_publico, estado,
                     criado_por, criado_em)
select id, cliente_id, 'credito', valor, 'Compra não registrada pela loja',
       'Compensação pela compra não registrada', 'aplicado', md5('operador-escala')::uuid, quando
from ajuste_gerado;

insert into lancamentos (cliente_id, tipo, ajuste_id, valor_centavos, cashback_centavos,
                         ocorrido_em, mes)
select cliente_id, 'ajuste', id, valor, valor, quando,
       to_char(quando at time zone 'America/Sao_Paulo', 'YYYY-MM')
from ajuste_gerado;

insert into creditos_cashback (cliente_id, ajuste_id, creditado_centavos, restante_centavos, estado,
                               libera_em, expira_em, avisado)
select cliente_id, id, valor, valor, 'disponivel', quando, quando + interval '12 months', true
from ajuste_gerado;

update saldos set saldo_centavos = saldo_centavos + a.valor
from (select cliente_id, sum(valor) as valor from ajuste_gerado group by cliente_id) as a
where saldos.cliente_id = a.cliente_id;

insert into extrato_mensal (cliente_id, mes, ajuste_credito_centavos)
select cliente_id, to_char(quando at time zone 'America/Sao_Paulo', 'YYYY-MM'), sum(valor)
from ajuste_gerado
group by 1, 2
on conflict (cliente_id, mes) do update
  set ajuste_credito_centavos = extrato_mensal.ajuste_credito_centavos
    + excluded.ajuste_credito_centavos;

drop table ajuste_gerado;
