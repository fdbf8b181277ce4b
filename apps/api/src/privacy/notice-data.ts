// The notices side of GET meus_dados: the service notices' switches, every notice written to the
// customer and the devices that receive their push (an address, never the subscription's keys).
import type { MeusDados } from '@fidelidade/domain/contracts/meus-dados';
import type { Executor } from '../db/executor.ts';
import { channelSwitchesOfOne } from '../notices/channel-switches.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

type NoticeData = Pick<MeusDados, 'avisosCanais' | 'avisos' | 'dispositivosPush'>;

export async function noticeDataOf(db: Executor, clienteId: string): Promise<NoticeData> {
  const avisos = await db
    .selectFrom('avisos')
    .select(['evento', 'titulo', 'texto', 'criado_em', 'lido_em', 'enviado_em', 'canais'])
    .where('cliente_id', '=', clienteId)
    .orderBy('criado_em')
    .orderBy('id')
    .execute();
  const devices = await db
    .selectFrom('inscricoes_push')
    .select(['id', 'tipo', 'endereco', 'plataforma', 'criada_em'])
    .where('cliente_id', '=', clienteId)
    .orderBy('criada_em')
    .execute();
  return {
    avisosCanais: await channelSwitchesOfOne(db, clienteId),
    avisos: avisos.map((row) => ({
      evento: row.evento,
      titulo: row.titulo,
      texto: row.texto,
      criadoEm: iso(row.criado_em),
      lidoEm: isoOrNull(row.lido_em),
      enviadoEm: isoOrNull(row.enviado_em),
      canais: row.canais,
    })),
    dispositivosPush: devices.map((row) => ({
      id: row.id,
      tipo: row.tipo,
      endereco: row.endereco,
      plataforma: row.plataforma,
      criadoEm: iso(row.criada_em),
    })),
  };
}
