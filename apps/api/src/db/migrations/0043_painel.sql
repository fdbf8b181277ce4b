-- The brand's operator console (DESIGN decision 20; docs/decisions/0017-operator-console.md): its
-- operators, their sessions and recovery codes, and the audit trail. Operators are staff, not
-- customers: nothing here points at a customer, and the audit names records by id only.
create table operadores (
  id uuid primary key default gen_random_uuid(),
  nome text not null check (length(nome) between 1 and 120),
  -- Lower-cased by the application; the check keeps it so whoever writes it.
  email text not null unique check (email = lower(email) and length(email) between 3 and 254),
  senha_hash text not null,
  papel text not null check (papel in ('administrador', 'atendimento', 'financeiro', 'loja')),
  -- A store's operator sees that store only.
  loja_id uuid references lojas (id),
  ativo boolean not null default true,
  -- The TOTP secret, sealed with a key derived from ENCRYPTION_SECRET; set at the first sign-in and
  -- replaced at each one until the first code proves the enrolment (totp_ativo).
  totp_segredo text,
  totp_ativo boolean not null default false,
  -- The time step of the last code accepted: a code of that step or an earlier one is a replay.
  totp_ultimo_passo bigint,
  criado_em timestamptz not null default now(),
  check ((papel = 'loja') = (loja_id is not null))
);

-- A console session: the cookie holds a random token, the row its SHA-256 only. The CSRF token is an
-- HMAC of the session token, so it needs no column.
create table operador_sessoes (
  id uuid primary key default gen_random_uuid(),
  operador_id uuid not null references operadores (id) on delete cascade,
  token_hash text not null unique,
  criada_em timestamptz not null default now(),
  -- The idle timeout counts from here (PAINEL_SESSION_IDLE); every authenticated call moves it.
  ultimo_uso_em timestamptz not null default now(),
  revogada_em timestamptz
);

create index operador_sessoes_operador_idx on operador_sessoes (operador_id) where revogada_em is null;

-- The single-use recovery codes shown once at enrolment, stored as HMACs.
create table operador_codigos_recuperacao (
  id uuid primary key default gen_random_uuid(),
  operador_id uuid not null references operadores (id) on delete cascade,
  codigo_hash text not null unique,
  usado_em timestamptz
);

create index operador_codigos_recuperacao_operador_idx on operador_codigos_recuperacao (operador_id);

-- Who did what to which record, when and from where; never the personal values shown or changed.
-- No foreign keys: the trail outlives what it names.
create table auditoria (
  id bigserial primary key,
  operador_id uuid,
  acao text not null check (length(acao) between 1 and 60),
  entidade text not null check (length(entidade) between 1 and 60),
  registro_id text check (length(registro_id) <= 100),
  ip text,
  criado_em timestamptz not null default now()
);

create index auditoria_criado_em_idx on auditoria (criado_em desc, id desc);
create index auditoria_operador_idx on auditoria (operador_id, criado_em desc);

-- The trail can only grow: the application's own role cannot rewrite or erase a line.
create function auditoria_somente_insercao() returns trigger language plpgsql as $$
begin
  raise exception 'auditoria: registros não podem ser alterados nem apagados';
end;
$$;

create trigger auditoria_somente_insercao
  before update or delete on auditoria
  for each row execute function auditoria_somente_insercao();

create trigger auditoria_sem_truncate
  before truncate on auditoria
  for each statement execute function auditoria_somente_insercao();
