// The registration button shows dots while registering (spec point 4); screen readers hear that it
// is busy instead of the dots.
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';

export function RegisterButton({ busy }: { busy: boolean }) {
  return <SubmitButton busy={busy} label="Cadastrar" busyLabel="Cadastrando…" spinner="dots" />;
}
