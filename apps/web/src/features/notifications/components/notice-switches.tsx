// "Avisos sobre seu cashback" (DESIGN decision 17): a switch per channel, each saved as it changes,
// below the marketing toggles and apart from their 'Confirmar'.
import type { NoticeChannel } from '@fidelidade/domain/notices/cashback-notices';
import { defineCustomElement as defineButton } from '@ionic/core/components/ion-button.js';
import { defineCustomElement as defineToggle } from '@ionic/core/components/ion-toggle.js';
import { FailedState } from '../../../lib/ui/failed-state.tsx';
import { useNoticeSwitches } from '../hooks/use-notice-switches.ts';
import './notifications.css';

defineButton();
defineToggle();

/**
 * Each switch shows its channel and is named for what it switches, so a screen reader tells it from
 * the marketing toggle above (also "E-mail"); the name holds the visible label, as speech input needs.
 */
export const NOTICE_SWITCHES: Record<NoticeChannel, { label: string; name: string }> = {
  push: { label: 'Push', name: 'Avisos por push' },
  email: { label: 'E-mail', name: 'Avisos por e-mail' },
  sms: { label: 'SMS', name: 'Avisos por SMS' },
};

const CHANNELS = Object.keys(NOTICE_SWITCHES) as NoticeChannel[];

export function NoticeSwitches() {
  const { switches, isError, refetch, pushBusy, receivingHere, change, receiveHere } =
    useNoticeSwitches();
  let content;
  if (isError) {
    content = (
      <FailedState message="Não foi possível carregar suas escolhas de avisos." onRetry={refetch} />
    );
  } else if (!switches) {
    content = <p role="status">Carregando…</p>;
  } else {
    content = (
      <>
        <ul className="notification-toggles">
          {CHANNELS.map((channel) => (
            <li key={channel}>
              <ion-toggle
                checked={switches[channel]}
                disabled={channel === 'push' && pushBusy}
                justify="space-between"
                aria-label={NOTICE_SWITCHES[channel].name}
                onionChange={(event) => void change(channel, event.detail.checked)}
              >
                {NOTICE_SWITCHES[channel].label}
              </ion-toggle>
            </li>
          ))}
        </ul>
        {switches.push && receivingHere === false ? (
          <ion-button
            expand="block"
            fill="outline"
            disabled={pushBusy}
            onClick={() => void receiveHere()}
          >
            Receber push neste aparelho
          </ion-button>
        ) : null}
      </>
    );
  }
  return (
    <section className="notice-switches" aria-labelledby="avisos-cashback-titulo">
      <h2 id="avisos-cashback-titulo">Avisos sobre seu cashback</h2>
      <p className="notice-switches-lead">
        Créditos, liberações e vencimentos do seu cashback. Cada mudança é salva na hora.
      </p>
      {content}
    </section>
  );
}
