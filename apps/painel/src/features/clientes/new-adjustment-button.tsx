// "Novo ajuste": a credit or debit in reais (typed as people in Brazil write it, "150,00"), the
// public reason the customer reads in the statement, and the internal reason for the audit trail.
// Above the approval threshold the API keeps it waiting for another operator's approval.
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  TextField,
  Button,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { parseBrl } from '@fidelidade/domain/money';
import {
  AJUSTE_TIPOS,
  AJUSTE_VALOR_MAX,
  AJUSTE_VALOR_MIN,
  MOTIVO_PUBLICO_MAX as PUBLICO_MAX,
  MOTIVO_PUBLICO_MIN as PUBLICO_MIN,
  type Ajuste,
  type ClientePainel,
} from '../../lib/support-types.ts';
import { useApiAction } from '../../lib/use-api-action.ts';
import { ReasonDialog } from '../motivo/reason-dialog.tsx';

interface Errors {
  valor?: string;
  motivoPublico?: string;
}

export function NewAdjustmentButton({ cliente }: { cliente: ClientePainel }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useApiAction();
  const [open, setOpen] = useState(false);
  const [tipo, setTipo] = useState<Ajuste['tipo']>('credito');
  const [valor, setValor] = useState('');
  const [motivoPublico, setMotivoPublico] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const close = () => {
    setOpen(false);
    setTipo('credito');
    setValor('');
    setMotivoPublico('');
    setErrors({});
  };

  const confirm = async (motivo: string) => {
    const valorCentavos = parseBrl(valor);
    const publico = motivoPublico.trim();
    const found: Errors = {};
    if (
      valorCentavos === null ||
      valorCentavos < AJUSTE_VALOR_MIN ||
      valorCentavos > AJUSTE_VALOR_MAX
    ) {
      found.valor = translate('painel.ajustes.valor_invalido');
    }
    if (publico.length < PUBLICO_MIN || publico.length > PUBLICO_MAX) {
      found.motivoPublico = translate('painel.ajustes.publico_invalido', {
        min: PUBLICO_MIN,
        max: PUBLICO_MAX,
      });
    }
    setErrors(found);
    if (valorCentavos === null || found.valor || found.motivoPublico) return false;
    const ajuste = await run((provider) =>
      provider.criarAjuste(cliente.id, { tipo, valorCentavos, motivo, motivoPublico: publico }),
    );
    if (!ajuste) return false;
    notify(
      ajuste.estado === 'aplicado' ? 'painel.ajustes.aplicado_ok' : 'painel.ajustes.aguardando_ok',
      { type: 'success' },
    );
    refresh();
    return true;
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<Add />}
        onClick={() => {
          setOpen(true);
        }}
      >
        {translate('painel.ajustes.novo')}
      </Button>
      <ReasonDialog
        open={open}
        title={translate('painel.ajustes.novo_titulo', { nome: cliente.nome })}
        text={translate('painel.ajustes.novo_texto')}
        confirmLabel={translate('painel.ajustes.criar')}
        reasonLabel={translate('painel.ajustes.motivo_interno')}
        busy={busy}
        onConfirm={confirm}
        onClose={close}
      >
        <FormControl component="fieldset" margin="dense">
          <FormLabel component="legend">{translate('resources.ajustes.fields.tipo')}</FormLabel>
          <RadioGroup
            row
            name="tipo"
            value={tipo}
            onChange={(event) => {
              setTipo(event.target.value as Ajuste['tipo']);
            }}
          >
            {AJUSTE_TIPOS.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={translate(`painel.ajustes.tipos.${option}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={translate('resources.ajustes.fields.valorCentavos')}
          value={valor}
          required
          fullWidth
          margin="dense"
          error={errors.valor !== undefined}
          helperText={errors.valor ?? translate('painel.ajustes.valor_ajuda')}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
          onChange={(event) => {
            setValor(event.target.value);
          }}
        />
        <TextField
          label={translate('resources.ajustes.fields.motivoPublico')}
          value={motivoPublico}
          required
          fullWidth
          margin="dense"
          error={errors.motivoPublico !== undefined}
          helperText={errors.motivoPublico ?? translate('painel.ajustes.publico_ajuda')}
          slotProps={{ htmlInput: { maxLength: PUBLICO_MAX } }}
          onChange={(event) => {
            setMotivoPublico(event.target.value);
          }}
        />
      </ReasonDialog>
    </>
  );
}
