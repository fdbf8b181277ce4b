-- Partner stores (DESIGN decision 5). A store authenticates with an API key shown once when it is
-- created (npm run loja:criar); only its SHA-256 is kept. Revoking sets revogada_em: the key stops
-- working, the store's purchases stay.
create table lojas (
  id uuid primary key default gen_random_uuid(),
  nome text not null check (length(nome) between 1 and 120),
  -- Hex SHA-256 of the key (256 random bits: a plain hash is enough, no slow hash needed).
  chave_hash text not null,
  created_at timestamptz not null default now(),
  revogada_em timestamptz
);

create unique index lojas_nome_key on lojas (lower(nome));
create unique index lojas_chave_hash_key on lojas (chave_hash);
