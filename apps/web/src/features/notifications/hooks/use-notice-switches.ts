// The notice switches (DESIGN decision 17), each change saved at once with PUT avisos/preferencias,
// apart from the marketing toggles and their 'Confirmar'. Turning "Push" on is the one moment the
// device's permission is asked (never on load): refused, the switch goes back off and says why;
// granted, this device subscribes and is registered before the switch is saved. Turning it off
// forgets this device first.
import type { AvisosCanais } from '@fidelidade/domain/contracts/avisos-preferencias';
import type { NoticeChannel } from '@fidelidade/domain/notices/cashback-notices';
import { useEffect, useRef, useState } from 'react';
import { isSuccess } from '../../../lib/api/envelope.ts';
import { type PushOutcome, pushDevice } from '../../../lib/push/push-device.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useNoticeSwitchesQuery } from '../api/get-notice-switches.ts';
import { useSaveNoticeSwitches } from '../api/save-notice-switches.ts';

export const PUSH_MESSAGES: Record<Exclude<PushOutcome, 'subscribed'>, string> = {
  denied:
    'As notificações estão bloqueadas. Para receber avisos por push, permita-as nas configurações do navegador ou do aparelho.',
  unavailable: 'Não foi possível ativar as notificações push neste aparelho.',
};

export const PUSH_ON_DEVICE_MESSAGE = 'Notificações push ativadas neste aparelho.';

function channelsOf({ push, email, sms }: AvisosCanais): AvisosCanais {
  return { push, email, sms };
}

export interface NoticeSwitches {
  /** The switches as shown; null while loading. */
  switches: AvisosCanais | null;
  isError: boolean;
  refetch: () => void;
  /** The push switch is busy asking, subscribing or forgetting the device. */
  pushBusy: boolean;
  /** Whether this device receives push; null until known. */
  receivingHere: boolean | null;
  change: (channel: NoticeChannel, on: boolean) => Promise<void>;
  /** Push is on for the customer but not on this device: asks and subscribes (from a tap only). */
  receiveHere: () => Promise<void>;
}

export function useNoticeSwitches(): NoticeSwitches {
  const query = useNoticeSwitchesQuery();
  const save = useSaveNoticeSwitches();
  const [shown, setShown] = useState<AvisosCanais | null>(null);
  const [pushBusy, setPushBusy] = useState(false);
  const [receivingHere, setReceivingHere] = useState<boolean | null>(null);
  const switches = shown ?? (query.data ? channelsOf(query.data) : null);
  // What the last change left, read by the next one before React has rendered it.
  const latest = useRef(switches);
  useEffect(() => {
    latest.current = switches;
  });

  useEffect(() => {
    let live = true;
    void pushDevice()
      .then((device) => device.isReceiving())
      .then((receiving) => {
        if (live) setReceivingHere(receiving);
      });
    return () => {
      live = false;
    };
  }, []);

  const show = (next: AvisosCanais) => {
    latest.current = next;
    setShown(next);
  };

  const persist = async (next: AvisosCanais) => {
    show(next);
    const response = await save.mutateAsync(next);
    if (isSuccess(response) && response.data) {
      show(channelsOf(response.data));
      if (response.message) void showToast(response.message, 'sucesso');
    } else if (query.data) {
      // The API client has shown the failure; the switches go back to what is saved.
      show(channelsOf(query.data));
    }
  };

  /** Subscribes this device; false, with the reason shown, when it could not. */
  const subscribeHere = async (chavePublicaPush: string): Promise<boolean> => {
    const outcome = await (await pushDevice()).enable(chavePublicaPush);
    if (outcome === 'subscribed') {
      setReceivingHere(true);
      return true;
    }
    void showToast(PUSH_MESSAGES[outcome], 'erro', { prolonged: true });
    return false;
  };

  const changePush = async (on: boolean) => {
    const key = query.data?.chavePublicaPush;
    if (key === undefined) return;
    setPushBusy(true);
    try {
      if (on && !(await subscribeHere(key))) {
        if (latest.current) show({ ...latest.current, push: false });
        return;
      }
      if (!on) {
        await (await pushDevice()).disable().catch(() => undefined);
        setReceivingHere(false);
      }
    } finally {
      setPushBusy(false);
    }
    if (latest.current) await persist({ ...latest.current, push: on });
  };

  const change = async (channel: NoticeChannel, on: boolean) => {
    const current = latest.current;
    if (!current || current[channel] === on) return;
    show({ ...current, [channel]: on });
    if (channel === 'push') await changePush(on);
    else await persist({ ...current, [channel]: on });
  };

  const receiveHere = async () => {
    const key = query.data?.chavePublicaPush;
    if (key === undefined) return;
    setPushBusy(true);
    try {
      if (await subscribeHere(key)) void showToast(PUSH_ON_DEVICE_MESSAGE, 'sucesso');
    } finally {
      setPushBusy(false);
    }
  };

  return {
    switches,
    isError: query.isError,
    refetch: () => void query.refetch(),
    pushBusy,
    receivingHere,
    change,
    receiveHere,
  };
}
