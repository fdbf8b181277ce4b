// The console's sign-in: e-mail and password, then the authenticator's code, or on the first sign-in
// the enrolment (QR code, secret, code) followed by the recovery codes, shown once. The API opens the
// session at the second step; react-admin's login() then only confirms it and goes to the start page.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import type { PrimeiraEtapa } from '../../lib/types.ts';
import { CodeStep } from './code-step.tsx';
import { CredentialsStep } from './credentials-step.tsx';
import { EnrolmentIntro } from './enrolment-intro.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { useStepError } from './use-step-error.ts';

type Step = { etapa: 'credenciais' } | PrimeiraEtapa | { etapa: 'codigos'; codigos: string[] };

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const { error, run } = useStepError();
  const [step, setStep] = useState<Step>({ etapa: 'credenciais' });
  const enter = () => void run(() => login({}));
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {translate('painel.login.titulo')}
          </Typography>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {step.etapa === 'credenciais' && <CredentialsStep run={run} onDone={setStep} />}
          {step.etapa === 'totp' && <CodeStep run={run} allowRecovery onDone={enter} />}
          {step.etapa === 'cadastro_totp' && (
            <>
              <EnrolmentIntro qrCode={step.qrCode} segredo={step.segredo} />
              <CodeStep
                run={run}
                allowRecovery={false}
                onDone={(opened) => {
                  if (opened.codigosRecuperacao?.length) {
                    setStep({ etapa: 'codigos', codigos: opened.codigosRecuperacao });
                  } else enter();
                }}
              />
            </>
          )}
          {step.etapa === 'codigos' && <RecoveryCodes codes={step.codigos} onDone={enter} />}
          {(step.etapa === 'totp' || step.etapa === 'cadastro_totp') && (
            <Button
              sx={{ mt: 1 }}
              onClick={() => {
                setStep({ etapa: 'credenciais' });
              }}
            >
              {translate('painel.login.voltar')}
            </Button>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
