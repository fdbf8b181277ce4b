// The second factor: the authenticator's 6-digit code, or one of the recovery codes instead.
import { useState, type SubmitEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { finishSignIn } from '../../lib/session-api.ts';
import type { SessaoAberta } from '../../lib/types.ts';

const TOTP_FIELD = {
  autoComplete: 'one-time-code',
  slotProps: { htmlInput: { inputMode: 'numeric', pattern: '[0-9 ]{6,7}', maxLength: 7 } },
} as const;
const RECOVERY_FIELD = { autoComplete: 'off' } as const;

export function CodeStep({
  onDone,
  run,
  allowRecovery,
}: {
  onDone: (opened: SessaoAberta) => void;
  run: (step: () => Promise<void>) => Promise<void>;
  /** No recovery code exists before the enrolment finishes. */
  allowRecovery: boolean;
}) {
  const translate = useTranslate();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    const typed = code.replace(/\s+/g, '');
    void run(async () => {
      onDone(await finishSignIn(recovery ? { codigoRecuperacao: typed } : { codigo: typed }));
    }).finally(() => {
      setBusy(false);
    });
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      <TextField
        key={recovery ? 'recuperacao' : 'totp'}
        {...(recovery ? RECOVERY_FIELD : TOTP_FIELD)}
        label={translate(recovery ? 'painel.login.recuperacao' : 'painel.login.codigo')}
        helperText={translate(
          recovery ? 'painel.login.recuperacao_ajuda' : 'painel.login.codigo_ajuda',
        )}
        required
        autoFocus
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
        }}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {translate('painel.login.entrar')}
      </Button>
      {allowRecovery && (
        <Button
          variant="text"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
          }}
        >
          {translate(recovery ? 'painel.login.usar_totp' : 'painel.login.usar_recuperacao')}
        </Button>
      )}
    </Stack>
  );
}
