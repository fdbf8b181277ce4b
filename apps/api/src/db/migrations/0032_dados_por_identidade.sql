-- Data belongs to a customer by identity, never by an address anyone can type (DESIGN decision 19;
-- docs/decisions/0005-contact-messages-by-identity.md, superseding 0003-contact-messages-lgpd). Anyone
-- can send the contact form with any e-mail, and phones are not unique, so neither says whose a row
-- is: a contact message is a customer's only through its cliente_id (sent with their session), an
-- outbox message only through its own cliente_id.

-- Deleting an account no longer deletes the contact messages that merely carry its e-mail: they may
-- be a stranger's. Those sent with the account's session still go, by the cascade of
-- mensagens_contato.cliente_id, each with its e-mail to the support address (trigger
-- mensagens_contato_apagar_email of migration 0030).
drop trigger clientes_apagar_mensagens_contato on clientes;
drop function clientes_apagar_mensagens_contato();

-- The outbox messages without a cliente_id are of two kinds:
-- - the contact form's e-mails to the support address. They are mail to the brand, not to a
--   customer, and never had a cliente_id; each is tied to its contact message
--   (mensagens_contato.outbox_id) and goes with it, so every one a contact message points to stays;
-- - messages to customers (recovery codes, the password-changed notice) queued before migration 0012
--   gave the outbox its cliente_id. Only their address could tie them to a person, which proves
--   nothing, so no export or erasure could ever reach them: they are deleted.
-- Nothing else queues a message without a cliente_id, so the second kind is exactly the rows no
-- contact message points to. Only the contact form sets a reply-to, so a support e-mail that lost its
-- contact message some other way (a manual delete, a partial restore) is still kept by that mark.
delete from outbox
where cliente_id is null
  and responder_para is null
  and not exists (select 1 from mensagens_contato m where m.outbox_id = outbox.id);
