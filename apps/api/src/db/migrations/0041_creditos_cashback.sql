-- Cashback that matures and expires (DESIGN decision 15; docs/decisions/0014-cashback-lifecycle.md).
-- Each purchase's cashback is one credit: pending until libera_em, then available until expira_em,
-- both 00:00 São Paulo time, worked out under the rules of the purchase's month. What is left of it
-- (restante_centavos) is what redemptions and reversals may still take and what expires. The
-- customer's own data: it goes with the customer (on delete cascade).
create table creditos_cashback (
  id uuid primary key default gen_random_uuid(),
  cliente_id uuid not null references clientes (id) on delete cascade,
  -- Null for the opening credit this migration gives each balance it found.
  compra_id uuid unique references compras (id) on delete cascade,
  creditado_centavos bigint not null check (creditado_centavos >= 0),
  restante_centavos bigint not null check (restante_centavos between 0 and creditado_centavos),
  -- What expired unspent, so a later cancellation does not take it back twice.
  expirado_centavos bigint not null default 0 check (expirado_centavos >= 0),
  estado text not null
    check (estado in ('pendente', 'disponivel', 'utilizado', 'expirado', 'cancelado')),
  libera_em timestamptz not null,
  expira_em timestamptz not null,
  check (libera_em < expira_em)
);

-- The release and expiry jobs: what is due, oldest first.
create index creditos_cashback_liberar_idx on creditos_cashback (libera_em)
  where estado = 'pendente';
create index creditos_cashback_expirar_idx on creditos_cashback (expira_em)
  where estado = 'disponivel';
-- A customer's next release, and their available credits oldest expiry first (what a redemption
-- spends first and what the statement says expires next).
create index creditos_cashback_cliente_pendente_idx on creditos_cashback (cliente_id, libera_em)
  where estado = 'pendente';
create index creditos_cashback_cliente_disponivel_idx on creditos_cashback (cliente_id, expira_em)
  where estado = 'disponivel';

-- saldo_centavos is now the available balance, never below zero; what is pending and what is owed
-- (a reversal of cashback already spent) are kept beside it.
alter table saldos add column pendente_centavos bigint not null default 0;
alter table saldos add column divida_centavos bigint not null default 0;

-- Balances found here become available today and expire by the launch rules' validity; a negative
-- balance becomes a debt the next releases settle.
insert into creditos_cashback (cliente_id, creditado_centavos, restante_centavos, estado, libera_em,
  expira_em)
select cliente_id, saldo_centavos, saldo_centavos, 'disponivel', now(),
  (((now() at time zone 'America/Sao_Paulo')::date
    + make_interval(months => (select validade_meses from regras_programa order by inicio limit 1))
  )::date)::timestamp at time zone 'America/Sao_Paulo'
from saldos
where saldo_centavos > 0;

update saldos set divida_centavos = -saldo_centavos, saldo_centavos = 0 where saldo_centavos < 0;

alter table saldos add constraint saldos_saldo_centavos_check check (saldo_centavos >= 0);
alter table saldos add constraint saldos_pendente_centavos_check check (pendente_centavos >= 0);
alter table saldos add constraint saldos_divida_centavos_check check (divida_centavos >= 0);

-- Expiry entries: no store makes them; each points to the credit that expired.
alter table lancamentos alter column loja_id drop not null;
alter table lancamentos add column credito_id uuid references creditos_cashback (id) on delete cascade;
alter table lancamentos drop constraint lancamentos_tipo_check;
alter table lancamentos add constraint lancamentos_tipo_check
  check (tipo in ('compra', 'cancelamento', 'resgate', 'expiracao'));
alter table lancamentos drop constraint lancamentos_check1;
alter table lancamentos add constraint lancamentos_compra_check
  check ((tipo in ('compra', 'cancelamento')) = (compra_id is not null));
alter table lancamentos add constraint lancamentos_expiracao_check
  check ((tipo = 'expiracao') = (credito_id is not null) and (tipo = 'expiracao') = (loja_id is null));

alter table extrato_mensal add column expirado_centavos bigint not null default 0
  check (expirado_centavos >= 0);
