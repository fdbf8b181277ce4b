// "Este CPF é seu?" (DESIGN decision 19; docs/decisions/0009-cpf-claims.md): someone whose CPF another
// account holds asks support to look into it. The CPF and an e-mail, then the code sent there, then
// the message that the claim was recorded. A sheet like the app's other secondary screens.
import { ownershipMessages } from '@fidelidade/domain/messages';
import { useState } from 'react';
import { usePrefill } from '../../../lib/prefill.ts';
import { SheetModal } from '../../../lib/ui/sheet-modal.tsx';
import { ClaimCodeStep } from './claim-code-step.tsx';
import { ClaimForm, type OpenedClaim } from './claim-form.tsx';
import './claims.css';

type Step =
  { kind: 'form' } | { kind: 'code'; claim: OpenedClaim } | { kind: 'recorded'; message: string };

function StepContent() {
  const prefill = usePrefill();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const opened = (claim: OpenedClaim) => {
    setStep({ kind: 'code', claim });
  };
  if (step.kind === 'form') return <ClaimForm prefill={prefill} onOpened={opened} />;
  if (step.kind === 'code') {
    return (
      <ClaimCodeStep
        claim={step.claim}
        onReopened={opened}
        onRecorded={(message) => {
          setStep({ kind: 'recorded', message });
        }}
      />
    );
  }
  return (
    <p className="claim-recorded" role="status">
      {step.message || ownershipMessages.claimRecorded}
    </p>
  );
}

export function ClaimScreen() {
  return (
    <SheetModal title={ownershipMessages.claimTitle}>
      <p className="page-lead">{ownershipMessages.claimLead}</p>
      <StepContent />
    </SheetModal>
  );
}
