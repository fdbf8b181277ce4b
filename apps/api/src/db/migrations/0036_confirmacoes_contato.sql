-- Proven addresses (DESIGN decisions 3 and 19): every one-time code shares one life (10 minutes, five
-- wrong tries, kept only as an HMAC bound to its row) and one resend throttle per account and purpose.

-- The resend log counts every code an account was sent, now per purpose: a registration's e-mail code
-- must not hold back a phone confirmation a minute later. Rows written before were all recovery codes.
alter table recuperacao_envios rename to codigo_envios;
alter table codigo_envios add column finalidade text not null default 'recuperacao';
alter table codigo_envios alter column finalidade drop default;
alter table codigo_envios add constraint codigo_envios_finalidade_check
  check (finalidade in ('recuperacao', 'confirmacao_email', 'confirmacao_sms'));
drop index recuperacao_envios_cliente_idx;
create index codigo_envios_cliente_idx on codigo_envios (cliente_id, finalidade, enviado_em);

-- The account's open confirmation: a code that proves its current e-mail or phone, or a new address
-- that replaces the old once proven (`troca`). One per account: asking again replaces it, so
-- confirmar_contato needs no channel. `destino` is the address the code went to (lower-cased e-mail
-- or 11 digits). The code hash is null once spent, expired or killed.
create table confirmacoes_contato (
  id uuid primary key,
  cliente_id uuid not null unique references clientes (id) on delete cascade,
  canal text not null check (canal in ('email', 'sms')),
  destino text not null,
  troca boolean not null,
  codigo_hash text,
  codigo_expira_em timestamptz not null,
  codigo_tentativas integer not null default 0,
  criada_em timestamptz not null
);

-- A newly proven e-mail claims the contact messages sent without a session under that address.
create index mensagens_contato_sem_conta_email_idx on mensagens_contato (lower(email))
  where cliente_id is null;
