-- Cashback spent at a store's till (DESIGN decision 5). Like compras, kept for the store's accounting
-- with the customer link dropped on deletion; idempotent on (loja_id, id_resgate_loja).
create table resgates (
  id uuid primary key default gen_random_uuid(),
  loja_id uuid not null references lojas (id),
  id_resgate_loja text not null check (length(id_resgate_loja) between 1 and 100),
  cliente_id uuid references clientes (id) on delete set null,
  valor_centavos integer not null check (valor_centavos > 0),
  -- The balance right after it, returned again on an idempotent retry.
  saldo_apos_centavos bigint not null,
  created_at timestamptz not null default now()
);

create unique index resgates_loja_id_resgate_key on resgates (loja_id, id_resgate_loja);
