// A message's subject as the link to its page in the inbox, named for screen readers.
import { Link, useCreatePath } from 'react-admin';
import { consoleInboxMessages as m } from '@fidelidade/domain/messages';
import { INBOX } from './inbox-api.ts';

export function OpenMessageLink({ mensagem }: { mensagem: { id: string; assunto: string } }) {
  const createPath = useCreatePath();
  return (
    <Link
      to={createPath({ resource: INBOX, id: mensagem.id, type: 'show' })}
      aria-label={m.openMessage(mensagem.assunto)}
    >
      {mensagem.assunto}
    </Link>
  );
}
