-- Server-side sessions behind the signed jwt (DESIGN decision 8): the token carries the session id
-- (`sid`), and a request is accepted only while its row is neither revoked nor expired, so logout,
-- password reset, deactivation and deletion end it at once. Deleting the customer deletes the rows.
create table sessoes (
  id uuid primary key default gen_random_uuid(),
  cliente_id uuid not null references clientes (id) on delete cascade,
  -- 'cliente' for a logged-in customer; other kinds (e.g. a recovery flow) may be added later.
  kind text not null default 'cliente',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);

create index sessoes_cliente_id_idx on sessoes (cliente_id);
