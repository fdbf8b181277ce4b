-- The console's contact inbox (docs/decisions/0022-contact-inbox.md): each "Fale conosco" message has
-- a state and may be assigned to an operator, and support answers it from the console. A reply is
-- stored with the two e-mails it became (to the sender, and the support address's copy), queued in
-- the same transaction. Replies go with their message (cascade), so with the customer's erasure and
-- with the retention job; their e-mails go with them, as a message's own e-mail does (0030).
alter table mensagens_contato
  add column estado text not null default 'novo'
    check (estado in ('novo', 'em_atendimento', 'respondido', 'arquivado')),
  add column atribuida_a uuid references operadores (id) on delete set null;

-- The inbox's pages: by state, newest first, and an operator's own, newest first.
create index mensagens_contato_estado_idx on mensagens_contato (estado, criada_em desc, id desc);
create index mensagens_contato_atribuida_idx on mensagens_contato (atribuida_a, criada_em desc, id desc);
-- The whole inbox's page (read backwards) and the retention job's cutoff, replacing 0030's index.
drop index mensagens_contato_criada_idx;
create index mensagens_contato_criada_idx on mensagens_contato (criada_em, id);

create table respostas_contato (
  id uuid primary key default gen_random_uuid(),
  mensagem_id uuid not null references mensagens_contato (id) on delete cascade,
  -- The staff's, not the sender's; kept when the operator's row goes.
  operador_id uuid references operadores (id) on delete set null,
  texto text not null check (length(texto) between 1 and 5000),
  enviada_em timestamptz not null default now(),
  -- The e-mail to the sender and the support address's copy.
  outbox_id uuid references outbox (id) on delete set null,
  copia_outbox_id uuid references outbox (id) on delete set null
);

create index respostas_contato_mensagem_idx on respostas_contato (mensagem_id, enviada_em);

create function respostas_contato_apagar_emails() returns trigger language plpgsql as $$
begin
  delete from outbox where id in (old.outbox_id, old.copia_outbox_id);
  return old;
end;
$$;

create trigger respostas_contato_apagar_emails
  after delete on respostas_contato
  for each row execute function respostas_contato_apagar_emails();
