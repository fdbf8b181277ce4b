-- The console's search leaves out the rows a resolved CPF claim keeps for its claimant
-- (reservada_para, 0047), and so must its indexes: with that condition outside them, counting the
-- customers a common first name finds read one table page per match. Partial on the same condition,
-- a count is an index-only scan and a page needs no filter. The names stay those of 0046.
drop index clientes_nome_busca_idx;
drop index clientes_cpf_prefixo_idx;
drop index clientes_celular_prefixo_idx;
drop index clientes_email_prefixo_idx;

create index clientes_nome_busca_idx on clientes (nome_busca, id) where reservada_para is null;
create index clientes_cpf_prefixo_idx on clientes (cpf text_pattern_ops) where reservada_para is null;
create index clientes_celular_prefixo_idx on clientes (celular text_pattern_ops)
  where reservada_para is null;
create index clientes_email_prefixo_idx on clientes (email text_pattern_ops)
  where reservada_para is null;
