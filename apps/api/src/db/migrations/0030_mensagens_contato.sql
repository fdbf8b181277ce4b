-- Contact messages (spec points 3 and 7; DESIGN decision 11). Each is kept here and sent to the
-- support address through the outbox in the same transaction, so a provider failure never loses one.
-- LGPD (docs/decisions/0003-contact-messages-lgpd.md): a message sent while logged in belongs to that
-- customer and goes when the account is deleted (cascade); so does any message carrying the deleted
-- account's e-mail, and deleting a message deletes its outbox e-mail (which holds the reply-to address).
create table mensagens_contato (
  id uuid primary key default gen_random_uuid(),
  cliente_id uuid references clientes (id) on delete cascade,
  nome text not null,
  -- Lower-cased, as the contract delivers it.
  email text not null,
  data_nascimento date not null,
  -- The 11 national digits.
  telefone text not null check (telefone ~ '^[0-9]{11}$'),
  uf text not null check (uf ~ '^[A-Z]{2}$'),
  assunto text not null,
  mensagem text not null,
  -- Versions of the documents in force when the sender accepted them (null: the file was missing).
  termos_versao text,
  privacidade_versao text,
  outbox_id uuid references outbox (id) on delete set null,
  criada_em timestamptz not null default now()
);

create index mensagens_contato_cliente_idx on mensagens_contato (cliente_id);
create index mensagens_contato_email_idx on mensagens_contato (lower(email));
create index mensagens_contato_criada_idx on mensagens_contato (criada_em);

create function mensagens_contato_apagar_email() returns trigger language plpgsql as $$
begin
  delete from outbox where id = old.outbox_id;
  return old;
end;
$$;

create trigger mensagens_contato_apagar_email
  after delete on mensagens_contato
  for each row execute function mensagens_contato_apagar_email();

create function clientes_apagar_mensagens_contato() returns trigger language plpgsql as $$
begin
  delete from mensagens_contato where lower(email) = lower(old.email);
  return old;
end;
$$;

create trigger clientes_apagar_mensagens_contato
  after delete on clientes
  for each row execute function clientes_apagar_mensagens_contato();
