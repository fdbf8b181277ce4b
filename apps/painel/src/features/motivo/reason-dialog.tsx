// Every support action asks why: the operator writes the reason (kept in the audit trail beside the
// action), then, for an action that changes something, confirms it on a second step that repeats
// what will happen. `onConfirm` answers whether it went through; the dialog closes only then.
import { useState, type ReactNode, type SubmitEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { MOTIVO_MAX, MOTIVO_MIN } from '@fidelidade/domain/contracts/painel/motivo';

export interface ReasonDialogProps {
  open: boolean;
  /** Translated already. */
  title: string;
  /** What the action does, translated already. */
  text: ReactNode;
  /** The last button's text, translated already. */
  confirmLabel: string;
  /** Asks "are you sure?" after the reason (every action that changes an account). */
  confirmStep?: boolean;
  danger?: boolean;
  busy?: boolean;
  /** The reason field's label, translated already (default "Motivo"). */
  reasonLabel?: string;
  /** Other fields the action needs, shown above the reason. */
  children?: ReactNode;
  onConfirm: (motivo: string) => Promise<boolean>;
  onClose: () => void;
}

export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, text, confirmLabel, confirmStep = false, danger = false, busy } = props;
  const translate = useTranslate();
  const [motivo, setMotivo] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const close = () => {
    setMotivo('');
    setConfirming(false);
    setError(undefined);
    props.onClose();
  };
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (motivo.trim().length < MOTIVO_MIN) {
      setError(translate('painel.motivo.curto', { min: MOTIVO_MIN }));
      return;
    }
    if (confirmStep && !confirming) {
      setConfirming(true);
      return;
    }
    if (await props.onConfirm(motivo.trim())) close();
  };
  const titleId = 'motivo-titulo';
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {confirming ? (
            <>
              <DialogContentText>{translate('painel.motivo.confirmar')}</DialogContentText>
              <DialogContentText sx={{ mt: 1 }}>
                {translate('painel.motivo.informado', { motivo: motivo.trim() })}
              </DialogContentText>
            </>
          ) : (
            <>
              <DialogContentText sx={{ mb: 1 }}>{text}</DialogContentText>
              {props.children}
              <TextField
                label={props.reasonLabel ?? translate('painel.motivo.rotulo')}
                value={motivo}
                required
                autoFocus={props.children === undefined}
                fullWidth
                multiline
                minRows={2}
                margin="dense"
                error={error !== undefined}
                helperText={error ?? translate('painel.motivo.ajuda')}
                slotProps={{ htmlInput: { maxLength: MOTIVO_MAX } }}
                onChange={(event) => {
                  setMotivo(event.target.value);
                  setError(undefined);
                }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              if (confirming) setConfirming(false);
              else close();
            }}
          >
            {translate(confirming ? 'painel.motivo.voltar' : 'ra.action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={danger && (confirming || !confirmStep) ? 'error' : 'primary'}
            disabled={busy}
          >
            {confirmStep && !confirming ? translate('painel.motivo.continuar') : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
