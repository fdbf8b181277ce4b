-- The customer a message concerns (a recovery code, the password-changed notice), so erasing the
-- account (DESIGN decision 7) erases every message sent to them, also to an address they changed later.
-- Messages to the brand (the contact form) have none: their contact message's trigger removes them.
alter table outbox add column cliente_id uuid references clientes (id) on delete cascade;

create index outbox_cliente_idx on outbox (cliente_id) where cliente_id is not null;
