-- The console's customer search (apps/api/src/painel/clientes/busca.ts): by the start of a name, case
-- and accents ignored, of a CPF, a phone or an e-mail, answered from an index on PostgreSQL and PGlite
-- alike. The search sends each prefix as a range (>= the prefix, < the prefix with its last character
-- moved one up), which a prepared statement's generic plan can take an index for, where LIKE with a
-- parameter cannot.
--
-- The name as searched: accents stripped with translate() (immutable, unlike unaccent, and in both
-- engines), then lower-cased; collation "C" so its index serves the range and the order by name at once.
-- The two lists are nome-busca.ts's, character for character.
alter table clientes add column nome_busca text collate "C" generated always as (
  lower(translate(nome,
    'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'))
) stored;

create index clientes_nome_busca_idx on clientes (nome_busca, id);

-- Byte-order indexes for the prefix ranges (~>=~, ~<~), whatever the database's collation. The
-- unique indexes on cpf and lower(email) follow the collation and serve equality only.
create index clientes_cpf_prefixo_idx on clientes (cpf text_pattern_ops);
create index clientes_celular_prefixo_idx on clientes (celular text_pattern_ops);
create index clientes_email_prefixo_idx on clientes (email text_pattern_ops);

-- The channels each service notice was handed to (notices/dispatch.ts), for the console's page of a
-- customer: what the customer was told by e-mail, SMS or push. Notices sent before are left empty:
-- which channels they took was not kept.
alter table avisos add column canais text[] not null default '{}'
  check (canais <@ array['push', 'email', 'sms']);
