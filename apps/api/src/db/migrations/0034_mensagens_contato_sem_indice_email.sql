-- Contact messages are no longer looked up by their e-mail (migration 0032: a message is a customer's
-- only through its cliente_id), so the index on lower(email) only slows every insert.
drop index if exists mensagens_contato_email_idx;
