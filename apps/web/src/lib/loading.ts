// The spinner shown while calls run (spec point 4). Calls overlap, so a counter decides when it
// shows and hides; a short delay keeps quick calls from flashing it.
import { presentOverlay } from './ui/overlay.ts';

const SHOW_AFTER_MS = 150;

let running = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let spinner: Promise<HTMLIonLoadingElement> | null = null;

function show(): void {
  spinner ??= presentOverlay('ion-loading', () => import('@ionic/core/components/ion-loading.js'), {
    message: 'Carregando…',
    spinner: 'crescent',
  });
}

function hide(): void {
  const shown = spinner;
  spinner = null;
  if (shown) void shown.then((element) => element.dismiss());
}

/** Marks a call as running; returns the function that marks it done. */
export function beginLoading(): () => void {
  running += 1;
  if (running === 1) timer = setTimeout(show, SHOW_AFTER_MS);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running -= 1;
    if (running > 0) return;
    clearTimeout(timer);
    hide();
  };
}

export async function withLoading<T>(work: Promise<T>): Promise<T> {
  const end = beginLoading();
  try {
    return await work;
  } finally {
    end();
  }
}
