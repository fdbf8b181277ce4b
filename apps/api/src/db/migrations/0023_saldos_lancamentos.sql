-- The customer's cashback ledger (DESIGN decision 6; docs/decisions/0002-cashback-ledger.md).
-- saldos holds one row per customer: every change locks it (select ... for update) first, so
-- concurrent purchases count the month right and concurrent redemptions never overdraw.
-- Both tables are the customer's own data: they go with the customer (on delete cascade).
create table saldos (
  cliente_id uuid primary key references clientes (id) on delete cascade,
  saldo_centavos bigint not null default 0,
  updated_at timestamptz not null default now()
);

create table lancamentos (
  id uuid primary key default gen_random_uuid(),
  cliente_id uuid not null references clientes (id) on delete cascade,
  loja_id uuid not null references lojas (id),
  tipo text not null check (tipo in ('compra', 'cancelamento', 'resgate')),
  compra_id uuid references compras (id),
  resgate_id uuid references resgates (id),
  -- The purchase amount (compra, cancelamento) or the amount spent (resgate).
  valor_centavos integer not null check (valor_centavos > 0),
  percentual smallint check (percentual in (5, 10, 15)),
  -- The effect on the balance: + for a purchase, - for a cancellation or a redemption.
  cashback_centavos integer not null,
  ocorrido_em timestamptz not null,
  -- São Paulo month of ocorrido_em, 'YYYY-MM' (statement period and the per-month chart).
  mes text not null check (mes ~ '^[0-9]{4}-[0-9]{2}$'),
  created_at timestamptz not null default now(),
  check ((tipo = 'resgate') = (resgate_id is not null)),
  check ((tipo = 'resgate') = (compra_id is null))
);

-- The statement: a customer's entries newest first, within a period.
create index lancamentos_cliente_ocorrido_idx on lancamentos (cliente_id, ocorrido_em desc, id desc);
create index lancamentos_compra_idx on lancamentos (compra_id);
