// E-mail and senha, the last two fields of both login and registration (spec point 2).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { EmailField } from '../../../lib/ui/email-field.tsx';
import { TextField } from '../../../lib/ui/text-field.tsx';

export interface CredentialFieldsProps {
  email: UseFormRegisterReturn<'email'>;
  senha: UseFormRegisterReturn<'senha'>;
  errors: { email?: { message?: string }; senha?: { message?: string } };
  /** Registration chooses a password; login types an existing one (password managers care). */
  newPassword?: boolean;
}

export function CredentialFields({ email, senha, errors, newPassword }: CredentialFieldsProps) {
  return (
    <>
      <EmailField error={errors.email?.message} {...email} />
      <TextField
        label="Senha"
        type="password"
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        error={errors.senha?.message}
        {...senha}
      />
    </>
  );
}
