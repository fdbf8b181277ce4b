-- Outbox of e-mails and SMS (DESIGN decision 11): a message is written in the same transaction as the
-- change that causes it (a recovery code, a contact message) and a worker delivers it later, retrying
-- with a growing wait, so nothing is lost while a provider is down. Claimed with FOR UPDATE SKIP LOCKED,
-- so several API instances never send one message twice.
create table outbox (
  id uuid primary key default gen_random_uuid(),
  canal text not null check (canal in ('email', 'sms')),
  destinatario text not null,
  assunto text,
  texto text not null,
  html text,
  responder_para text,
  -- pendente: waiting or being retried; enviada: the provider accepted it; registrada: no provider is
  -- configured for its channel, so it went to the log (a developer's machine).
  estado text not null default 'pendente' check (estado in ('pendente', 'enviada', 'registrada')),
  tentativas integer not null default 0,
  proxima_tentativa timestamptz not null,
  ultimo_erro text,
  criada_em timestamptz not null,
  entregue_em timestamptz
);

create index outbox_pendentes_idx on outbox (proxima_tentativa) where estado = 'pendente';
