-- The reason an operator gives for an action on a customer (ending their sessions, a deactivation, an
-- adjustment, a claim's decision…), kept with the action's line of the trail. Operators write it, and
-- are told not to put personal data in it; the trail still refuses updates and deletes.
alter table auditoria add column motivo text check (length(motivo) <= 500);
