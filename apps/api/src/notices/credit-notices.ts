// "Você ganhou" and "Você chegou ao nível" (DESIGN decision 17): written after the purchase, never in
// its statement. A purchase's credit is born untold (creditos_cashback.avisado); the notices worker
// takes a batch of untold credits, locked so two instances never take the same, writes their notices
// and marks them told, in one transaction. A purchase cancelled before that gets no notice.
import { sql } from 'kysely';
import { saoPauloDate } from '@fidelidade/domain/crypto/sao-paulo-date';
import {
  creditedNotice,
  levelReachedAt,
  levelUpNotice,
  STATEMENT_PATH,
  statementEntryPath,
} from '@fidelidade/domain/notices/cashback-notices';
import type { Executor } from '../db/executor.ts';
import type { RulesByMonth } from '../loyalty/programme-rules.ts';
import { inBatches } from './batches.ts';
import { writeNotices, type NewNotice } from './notices-repository.ts';

const BATCH_SIZE = 500;

interface UntoldCredit {
  id: string;
  cliente_id: string;
  creditado_centavos: number;
  libera_em: Date;
  estado: string;
  posicao_no_mes: number | null;
  mes: string | null;
  lancamento_id: string | null;
}

function noticesOf(credit: UntoldCredit, rulesOf: RulesByMonth): NewNotice[] {
  if (credit.estado === 'cancelado' || credit.mes === null || credit.posicao_no_mes === null) {
    return [];
  }
  const url = credit.lancamento_id ? statementEntryPath(credit.lancamento_id) : STATEMENT_PATH;
  const notices: NewNotice[] = [];
  if (credit.creditado_centavos > 0) {
    notices.push({
      cliente_id: credit.cliente_id,
      evento: 'credito',
      chave: credit.id,
      url,
      ...creditedNotice(credit.creditado_centavos, saoPauloDate(credit.libera_em).iso),
    });
  }
  const rules = rulesOf(credit.mes);
  const level = levelReachedAt(rules, credit.posicao_no_mes);
  if (level !== null) {
    notices.push({
      cliente_id: credit.cliente_id,
      evento: 'nivel',
      // One level-up per level and month, whatever happens to the purchase that reached it.
      chave: `${credit.mes}:${level}`,
      url,
      ...levelUpNotice(rules, level, credit.posicao_no_mes),
    });
  }
  return notices;
}

/** Writes the notices of one batch of untold credits; answers how many credits it told. */
function tellCreditBatch(db: Executor, rulesOf: RulesByMonth, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<UntoldCredit>`
      select c.id, c.cliente_id, c.creditado_centavos, c.libera_em, c.estado,
        p.posicao_no_mes, p.mes, l.id as lancamento_id
      from creditos_cashback c
      left join compras p on p.id = c.compra_id
      left join lancamentos l on l.compra_id = c.compra_id and l.tipo = 'compra'
      where not c.avisado
      order by c.id
      limit ${BATCH_SIZE}
      for update of c skip locked`.execute(trx);
    if (rows.length === 0) return 0;
    await writeNotices(
      trx,
      rows.flatMap((credit) => noticesOf(credit, rulesOf)),
      now,
    );
    await trx
      .updateTable('creditos_cashback')
      .set({ avisado: true })
      .where(
        'id',
        'in',
        rows.map((credit) => credit.id),
      )
      .execute();
    return rows.length;
  });
}

/** Tells every untold credit, batch after batch; answers how many. */
export function tellCredits(db: Executor, rulesOf: RulesByMonth, now: Date): Promise<number> {
  return inBatches(BATCH_SIZE, () => tellCreditBatch(db, rulesOf, now));
}
