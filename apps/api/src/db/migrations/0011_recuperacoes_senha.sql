-- Forgotten password (spec point 2, DESIGN decisions 3 and 8): one row per request started in step 1,
-- named by the short-lived recovery token. The code is kept only as an HMAC, expires, counts wrong
-- tries, and is spent once validated; step 4 needs `codigo_validado_em` and closes the row.
create table recuperacoes_senha (
  id uuid primary key default gen_random_uuid(),
  cliente_id uuid not null references clientes (id) on delete cascade,
  criada_em timestamptz not null,
  expira_em timestamptz not null,
  canal text check (canal in ('email', 'sms')),
  codigo_hash text,
  codigo_expira_em timestamptz,
  codigo_tentativas integer not null default 0,
  codigo_validado_em timestamptz,
  concluida_em timestamptz
);

create index recuperacoes_senha_cliente_id_idx on recuperacoes_senha (cliente_id);

-- Every code sent, per account, for the resend throttle (one a minute, five an hour) across requests.
create table recuperacao_envios (
  id bigint generated always as identity primary key,
  cliente_id uuid not null references clientes (id) on delete cascade,
  enviado_em timestamptz not null
);

create index recuperacao_envios_cliente_idx on recuperacao_envios (cliente_id, enviado_em);
