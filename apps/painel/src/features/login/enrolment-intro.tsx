// The first sign-in's enrolment: the QR code to scan, and the same secret as text for typing it in.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function EnrolmentIntro({ qrCode, segredo }: { qrCode: string; segredo: string }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate('painel.login.cadastro_titulo')}
      </Typography>
      <Typography gutterBottom>{translate('painel.login.cadastro_texto')}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
        <img src={qrCode} alt={translate('painel.login.qr_alt')} width={200} height={200} />
      </Box>
      <Typography id="segredo-totp-rotulo" variant="body2">
        {translate('painel.login.segredo')}
      </Typography>
      <Typography
        aria-labelledby="segredo-totp-rotulo"
        data-testid="segredo-totp"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '1.1rem', mb: 2 }}
      >
        {segredo}
      </Typography>
    </Box>
  );
}
