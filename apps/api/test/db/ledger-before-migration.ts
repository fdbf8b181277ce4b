// What the ledger migrations' tests start from: the schema as it was before the migration under test,
// with a store and two customers already in it.
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../src/db/schema.ts';
import { migrate, readMigrations } from '../../src/db/migrator.ts';

export interface OldLedger {
  loja: string | undefined;
  ana: string | undefined;
  bia: string | undefined;
  /** Applies every migration, the one under test included. */
  upgrade: () => Promise<void>;
}

/** Migrates up to (not including) `version`, then adds the store 'Loja Antiga' and Ana and Bia. */
export async function ledgerBefore(
  db: Kysely<DatabaseSchema>,
  version: number,
): Promise<OldLedger> {
  const all = readMigrations();
  await migrate(
    db,
    all.filter((m) => m.version < version),
  );
  const { rows: lojas } = await sql<{ id: string }>`
    insert into lojas (nome, chave_hash) values ('Loja Antiga', 'hash') returning id`.execute(db);
  const { rows: clientes } = await sql<{ id: string }>`
    insert into clientes (nome, cpf, celular, email, senha_hash) values
      ('Ana', '52998224725', '11987654321', 'ana@exemplo.com.br', 'x'),
      ('Bia', '11144477735', '11987654322', 'bia@exemplo.com.br', 'x')
    returning id`.execute(db);
  const [ana, bia] = clientes.map((row) => row.id);
  return {
    loja: lojas[0]?.id,
    ana,
    bia,
    upgrade: async () => {
      await migrate(db, all);
    },
  };
}
