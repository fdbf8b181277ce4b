-- The real owner of an e-mail or CPF (DESIGN decision 19; docs/decisions/0008-unconfirmed-email-release.md
-- and 0009-cpf-claims.md).

-- An e-mail left unproven for 7 days no longer holds its account: a registration (or another account's
-- confirmed change) naming it takes it, and the old account keeps its CPF, purchases and cashback with
-- no e-mail. The unique index on lower(email) lets any number of accounts have none.
alter table clientes alter column email drop not null;

-- A claim on a CPF another account holds. It opens awaiting the code sent to the claimant's e-mail
-- (`aguardando_codigo`, with the code columns every one-time code has) and counts for support only once
-- that code proves the e-mail (`aberta`, confirmada_em set); support then moves the CPF to the claimant
-- (`resolvida`) or turns the claim down (`rejeitada`). No foreign key to clientes: the claim is the
-- claimant's, not the account's, so erasing the account that holds the CPF leaves it alone.
create table reivindicacoes_cpf (
  id uuid primary key,
  cpf text not null check (cpf ~ '^[0-9]{11}$'),
  -- Lower-cased, as the claimant typed it; proven once confirmada_em is set.
  email text not null,
  estado text not null default 'aguardando_codigo'
    check (estado in ('aguardando_codigo', 'aberta', 'resolvida', 'rejeitada')),
  criada_em timestamptz not null,
  -- The claim token's end: an unproven claim past it is dead and swept.
  expira_em timestamptz not null,
  confirmada_em timestamptz,
  codigo_hash text,
  codigo_expira_em timestamptz,
  codigo_tentativas integer not null default 0,
  check ((estado = 'aguardando_codigo') = (confirmada_em is null))
);

create index reivindicacoes_cpf_cpf_idx on reivindicacoes_cpf (cpf);
-- Unproven claims are swept once past their time.
create index reivindicacoes_cpf_aguardando_idx on reivindicacoes_cpf (expira_em)
  where estado = 'aguardando_codigo';
