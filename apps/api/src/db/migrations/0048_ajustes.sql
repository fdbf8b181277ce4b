-- Manual cashback adjustments (docs/decisions/0018-manual-adjustments.md). An operator credits or
-- debits a customer's available cashback with an internal reason (the staff's) and a public one (what
-- the customer's statement shows beside "Ajuste"). Above the approval threshold it waits until a
-- different operator decides it; applied, it is a ledger entry of type 'ajuste' (a credit also a
-- cashback credit of its own). The customer's own data: it goes with the customer (on delete
-- cascade), like the ledger; the audit trail keeps only its id.
create table ajustes (
  id uuid primary key default gen_random_uuid(),
  cliente_id uuid not null references clientes (id) on delete cascade,
  tipo text not null check (tipo in ('credito', 'debito')),
  valor_centavos integer not null check (valor_centavos between 1 and 100000000),
  motivo text not null check (length(motivo) between 1 and 500),
  motivo_publico text not null check (length(motivo_publico) between 1 and 120),
  estado text not null check (estado in ('aguardando_aprovacao', 'aplicado', 'rejeitado')),
  criado_por uuid not null references operadores (id),
  criado_em timestamptz not null default now(),
  -- The second operator's approval or rejection; null while waiting, and for one applied at creation
  -- (at or below the threshold), which nobody else decided.
  decidido_por uuid references operadores (id),
  decidido_em timestamptz,
  check ((decidido_por is null) = (decidido_em is null)),
  check (estado <> 'aguardando_aprovacao' or decidido_em is null),
  check (estado <> 'rejeitado' or decidido_em is not null),
  -- Four eyes: whoever wrote it never decides it.
  check (decidido_por <> criado_por)
);

-- The console's list, newest first, whole or by state, and a customer's adjustments.
create index ajustes_criado_idx on ajustes (criado_em desc, id desc);
create index ajustes_estado_idx on ajustes (estado, criado_em desc, id desc);
create index ajustes_cliente_idx on ajustes (cliente_id, criado_em desc, id desc);

-- An applied adjustment's entry: no store, no purchase, no redemption; the adjustment it applies.
alter table lancamentos add column ajuste_id uuid unique references ajustes (id) on delete cascade;
alter table lancamentos drop constraint lancamentos_tipo_check;
alter table lancamentos add constraint lancamentos_tipo_check
  check (tipo in ('compra', 'cancelamento', 'resgate', 'expiracao', 'ajuste'));
alter table lancamentos drop constraint lancamentos_expiracao_check;
alter table lancamentos add constraint lancamentos_expiracao_check
  check ((tipo = 'expiracao') = (credito_id is not null));
alter table lancamentos add constraint lancamentos_loja_check
  check ((tipo in ('expiracao', 'ajuste')) = (loja_id is null));
alter table lancamentos add constraint lancamentos_ajuste_check
  check ((tipo = 'ajuste') = (ajuste_id is not null));

-- A credit adjustment's cashback: available at once, spent and expired like a purchase's.
alter table creditos_cashback add column ajuste_id uuid unique references ajustes (id)
  on delete cascade;
alter table creditos_cashback add constraint creditos_cashback_origem_check
  check (compra_id is null or ajuste_id is null);

-- The statement's summary counts adjustments apart from purchases and redemptions, so each column
-- stays the sum of one kind of entry: credits and debits, as positive amounts.
alter table extrato_mensal add column ajuste_credito_centavos bigint not null default 0
  check (ajuste_credito_centavos >= 0);
alter table extrato_mensal add column ajuste_debito_centavos bigint not null default 0
  check (ajuste_debito_centavos >= 0);

-- A store's purchases in the console, newest first (GET /lojas/:id/compras), by São Paulo days.
create index compras_loja_ocorrida_idx on compras (loja_id, ocorrida_em desc, id desc);
