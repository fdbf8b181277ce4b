-- One vocabulary for the database (docs/glossary.md): the columns the first tables named in English
-- take the Portuguese names the later ones use, `<participle>_em` agreeing with the table's noun.
-- Renaming keeps the data, the defaults and the indexes.
alter table clientes rename column created_at to criado_em;
alter table clientes rename column updated_at to atualizado_em;
alter table sessoes rename column kind to tipo;
alter table sessoes rename column created_at to criada_em;
alter table sessoes rename column expires_at to expira_em;
alter table sessoes rename column revoked_at to revogada_em;
alter table lojas rename column created_at to criada_em;
alter table compras rename column created_at to criada_em;
alter table avaliacoes rename column created_at to criada_em;
alter table resgates rename column created_at to criado_em;
alter table saldos rename column updated_at to atualizado_em;
alter table lancamentos rename column created_at to criado_em;
