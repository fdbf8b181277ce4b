// A São Paulo calendar day as the console's filters take it (`?de=AAAA-MM-DD&ate=AAAA-MM-DD`): `de`
// counts from the day's start, `ate` up to its end.
import { z } from 'zod';
import { painelMessages } from '../../messages.ts';

export const diaFiltroSchema = z
  .string({ error: painelMessages.invalidDate })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, painelMessages.invalidDate)
  .optional();
