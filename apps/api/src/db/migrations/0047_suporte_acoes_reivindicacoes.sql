-- Support's actions on an account and its decision on a CPF claim (DESIGN decisions 7, 19 and 20;
-- docs/decisions/0019-cpf-claim-resolution.md).

-- An account support deactivated stays deactivated until support reactivates it: unlike the
-- customer's own deactivation, a login with the right password does not bring it back.
alter table clientes add column desativada_pelo_atendimento boolean not null default false;

-- A resolved claim takes the CPF from the account that held it: that account keeps its name, e-mail,
-- phone and what it did (its redemptions, its debts), with no CPF.
alter table clientes alter column cpf drop not null;

-- A claim resolved while its claimant had no account: the CPF, with the purchases made under it and
-- their cashback, waits in an account reserved for the claim (no name, phone or password: nobody can
-- sign in to it) until the claimant registers with the CPF and the claim's proven e-mail, which turns
-- the reserved row into their account.
alter table clientes add column reservada_para uuid references reivindicacoes_cpf (id);
create unique index clientes_reservada_para_key on clientes (reservada_para);

-- Support's decision on a proven claim: who decided, when and why (the reason, as the audit trail
-- keeps it, written by the operator with no personal data).
alter table reivindicacoes_cpf add column decidida_em timestamptz;
alter table reivindicacoes_cpf add column decidida_por uuid references operadores (id) on delete set null;
alter table reivindicacoes_cpf add column motivo_decisao text check (length(motivo_decisao) <= 500);
alter table reivindicacoes_cpf add constraint reivindicacoes_cpf_decisao_check
  check ((estado in ('resolvida', 'rejeitada')) = (decidida_em is not null and motivo_decisao is not null));

-- Support's list: the proven claims of a state, newest first.
create index reivindicacoes_cpf_estado_idx on reivindicacoes_cpf (estado, confirmada_em desc, id desc)
  where estado <> 'aguardando_codigo';
