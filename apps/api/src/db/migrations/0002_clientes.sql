-- Customers (spec point 3; DESIGN decisions 7 and 8). The CPF and the e-mail identify a person, so each
-- is unique; the e-mail case-insensitively (the API also stores it lower-cased). Deleting a row is the
-- LGPD erasure of decision 7: tables that reference clientes must cascade or drop the link
-- (ON DELETE CASCADE / SET NULL), never keep a copy of the person's data.
create table clientes (
  id uuid primary key default gen_random_uuid(),
  nome text not null,
  cpf text not null check (cpf ~ '^[0-9]{11}$'),
  -- The 11 national digits (DDD + 9 + eight digits).
  celular text not null check (celular ~ '^[0-9]{11}$'),
  email text not null,
  -- argon2id, PHC string format.
  senha_hash text not null,
  data_nascimento date,
  notificacoes_marketing_email smallint not null default 0
    check (notificacoes_marketing_email in (0, 1)),
  notificacoes_marketing_sms smallint not null default 0
    check (notificacoes_marketing_sms in (0, 1)),
  -- false after inativar_conta; a login with the right password sets it back (decision 7).
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Named so the API can tell which one a unique violation (23505) broke.
create unique index clientes_cpf_key on clientes (cpf);
create unique index clientes_email_key on clientes (lower(email));
