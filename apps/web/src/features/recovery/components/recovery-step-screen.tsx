// The four steps of password recovery (spec point 2): modals from 780 px wide, pages below (the
// route table marks them responsive). Steps 2 to 4 need the recovery data of step 1; without it (a
// reload after the reset, a typed address) they start over at step 1.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ResponsiveScreen } from '../../../lib/ui/responsive-screen.tsx';
import { STEP_PATHS, readRecovery } from '../recovery-data.ts';
import { ChannelStep } from './channel-step.tsx';
import { CodeStep } from './code-step.tsx';
import { EmailStep } from './email-step.tsx';
import { NewPasswordStep } from './new-password-step.tsx';
import './recovery.css';

export type RecoveryStep = 1 | 2 | 3 | 4;

const STEP_TEXT: Record<RecoveryStep, string> = {
  1: 'Informe o e-mail do seu cadastro para receber um código de verificação.',
  2: 'Escolha receber o código de verificação por e-mail ou por SMS.',
  3: 'Digite o código de verificação que você recebeu.',
  4: 'Crie sua nova senha e confirme.',
};

function stepContent(step: RecoveryStep): ReactNode {
  if (step === 1) return <EmailStep />;
  const data = readRecovery();
  if (!data) return <Navigate to={STEP_PATHS[1]} replace />;
  if (step === 2) return <ChannelStep data={data} />;
  if (step === 3) return <CodeStep data={data} />;
  return <NewPasswordStep jwt={data.jwt} />;
}

export function RecoveryStepScreen({ step }: { step: RecoveryStep }) {
  return (
    <ResponsiveScreen title="Esqueci minha senha">
      <p className="page-lead">Etapa {step} de 4</p>
      <p>{STEP_TEXT[step]}</p>
      {stepContent(step)}
    </ResponsiveScreen>
  );
}
