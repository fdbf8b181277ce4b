// One line of a record's details: a label (a translation key, or the text itself) and its value, in a
// description list (`<dl>`).
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 0.5 }}>
      <Box component="dt" sx={{ fontWeight: 600, minWidth: 180 }}>
        {translate(label, { _: label })}
      </Box>
      <Box component="dd" sx={{ m: 0, display: 'flex', gap: 1, alignItems: 'center' }}>
        {children}
      </Box>
    </Box>
  );
}
