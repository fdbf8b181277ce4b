-- Proven addresses (DESIGN decision 19): an e-mail or phone is confirmed once its owner typed a code
-- sent to it (or completed a recovery through it); until then only codes are sent to it. Accounts
-- that existed before this migration start unconfirmed, like new ones. `email_definido_em` is when
-- the current e-mail was set (registration or a confirmed change): how long it has gone unproven.
alter table clientes add column email_confirmado_em timestamptz;
alter table clientes add column celular_confirmado_em timestamptz;
alter table clientes add column email_definido_em timestamptz not null default now();
