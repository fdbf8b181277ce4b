-- Purchases the stores record (DESIGN decisions 4, 5 and 7; docs/decisions/0002-cashback-ledger.md).
-- Kept for the stores' accounting: deleting a customer only drops the link (cliente_id set null); no
-- CPF or other personal data is copied here. (loja_id, id_compra_loja) makes a retried call idempotent.
create table compras (
  id uuid primary key default gen_random_uuid(),
  loja_id uuid not null references lojas (id),
  id_compra_loja text not null check (length(id_compra_loja) between 1 and 100),
  cliente_id uuid references clientes (id) on delete set null,
  valor_centavos integer not null check (valor_centavos > 0),
  ocorrida_em timestamptz not null,
  -- São Paulo calendar month of ocorrida_em, 'YYYY-MM': the month the purchase counts in.
  mes text not null check (mes ~ '^[0-9]{4}-[0-9]{2}$'),
  -- Position among the customer's non-cancelled purchases of that month when recorded; fixes the rate.
  posicao_no_mes integer not null check (posicao_no_mes > 0),
  percentual smallint not null check (percentual in (5, 10, 15)),
  cashback_centavos integer not null check (cashback_centavos >= 0),
  -- The customer's level right after this purchase, returned again on an idempotent retry.
  nivel_apos smallint not null check (nivel_apos in (1, 2, 3)),
  -- 128 random bits, base64url: the rating link /avaliacao/<hash>.
  hash_avaliacao text not null,
  created_at timestamptz not null default now(),
  cancelada_em timestamptz
);

create unique index compras_loja_id_compra_key on compras (loja_id, id_compra_loja);
create unique index compras_hash_avaliacao_key on compras (hash_avaliacao);
-- The month's count of non-cancelled purchases (rate and level).
create index compras_cliente_mes_idx on compras (cliente_id, mes) where cancelada_em is null;

-- One rating per purchase (DESIGN decision 5): the primary key refuses a second.
create table avaliacoes (
  compra_id uuid primary key references compras (id) on delete cascade,
  estrelas smallint not null check (estrelas between 1 and 5),
  comentario text not null default '' check (length(comentario) <= 1000),
  created_at timestamptz not null default now()
);
