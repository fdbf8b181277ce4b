// The recovery codes, shown once right after the enrolment, with a copy button.
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';
import { copyText } from '../../lib/copy-text.ts';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    const copied = await copyText(codes.join('\n'));
    notify(copied ? 'painel.login.codigos_copiados' : 'painel.copiar_falhou', {
      type: copied ? 'success' : 'warning',
    });
  };
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {translate('painel.login.codigos_titulo')}
      </Typography>
      <Alert severity="warning">{translate('painel.login.codigos_texto')}</Alert>
      <Box
        component="ul"
        aria-label={translate('painel.login.codigos_lista')}
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, pl: 3, m: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
        {translate('painel.login.copiar_codigos')}
      </Button>
      <Button variant="contained" onClick={onDone}>
        {translate('painel.login.ir_ao_painel')}
      </Button>
    </Stack>
  );
}
