// The service notices of one app (DESIGN decision 17; README.md here): `runDue` writes the notices of
// new credits and sends every notice not yet sent, `remindExpiries` writes the expiry reminders (the
// scheduled job's work), and `nudge` asks the worker to run soon (after a purchase or a lifecycle run).
import type { Executor } from '../db/executor.ts';
import type { ProgrammeRulesBook } from '../loyalty/programme-rules.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { tellCredits } from './credit-notices.ts';
import { dispatchNotices } from './dispatch.ts';
import { remindExpiries } from './expiry-reminders.ts';

export interface NoticesOptions {
  db: Executor;
  outbox: Outbox;
  rules: ProgrammeRulesBook;
  now: () => Date;
}

export interface NoticesRun {
  /** New credits whose notices were written. */
  creditos: number;
  /** Notices handed to the outbox. */
  enviados: number;
}

export class Notices {
  /** Set by the worker: called by `nudge`. */
  onNudge: (() => void) | undefined;

  constructor(private readonly options: NoticesOptions) {}

  async runDue(): Promise<NoticesRun> {
    const { db, outbox, rules } = this.options;
    const now = this.options.now();
    const creditos = await tellCredits(db, await rules.rulesAt(now), now);
    const enviados = await dispatchNotices(db, outbox, now);
    return { creditos, enviados };
  }

  remindExpiries(): Promise<Record<string, number>> {
    return remindExpiries(this.options.db, this.options.now());
  }

  /** Something worth telling may have happened: the worker looks soon. */
  nudge(): void {
    this.onNudge?.();
  }
}
