import { useState, type SubmitEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { startSignIn } from '../../lib/session-api.ts';
import type { PrimeiraEtapa } from '../../lib/types.ts';

export function CredentialsStep({
  onDone,
  run,
}: {
  onDone: (next: PrimeiraEtapa) => void;
  run: (step: () => Promise<void>) => Promise<void>;
}) {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    void run(async () => {
      onDone(await startSignIn(email.trim(), senha));
    }).finally(() => {
      setBusy(false);
    });
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      <TextField
        label={translate('painel.login.email')}
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
        }}
      />
      <TextField
        label={translate('painel.login.senha')}
        type="password"
        autoComplete="current-password"
        required
        value={senha}
        onChange={(event) => {
          setSenha(event.target.value);
        }}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {translate('painel.login.continuar')}
      </Button>
    </Stack>
  );
}
