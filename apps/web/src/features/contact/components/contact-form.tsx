// The contact form (spec points 3 to 5): nome, email, data_nascimento (dd/MM/yyyy), telefone (mobile
// mask), uf (the 27 states), assunto, mensagem and the terms checkbox, checked by the same contract
// as the API, each field with its message; a logged-in customer's name, e-mail, phone and birth date
// come filled in. Success closes the modal with the server's message.
import {
  MESSAGE_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  faleConoscoSchema,
} from '@fidelidade/domain/contracts/fale-conosco';
import { DATE_MASK, MOBILE_PHONE_MASK, maskMobilePhone } from '@fidelidade/domain/masks/br-masks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { isSuccess } from '../../../lib/api/envelope.ts';
import { toastFirstError } from '../../../lib/form-errors.ts';
import { useCliente } from '../../../lib/session-store.ts';
import { showToast } from '../../../lib/toasts.ts';
import { FormMaskedField } from '../../../lib/ui/form-masked-field.tsx';
import { FormNameField } from '../../../lib/ui/form-name-field.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { useCloseSheet } from '../../../lib/ui/sheet-modal-context.ts';
import { TextField } from '../../../lib/ui/text-field.tsx';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { useSendContact } from '../api/send-contact.ts';
import { TermsField } from './terms-field.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { UfField } from './uf-field.tsx';
import './contact.css';

export type LegalDocument = 'termos' | 'privacidade';

const FIELD_ORDER = [
  'nome',
  'email',
  'data_nascimento',
  'telefone',
  'uf',
  'assunto',
  'mensagem',
  'aceitar_termos',
] as const;

function initialValues(cliente: Cliente | null) {
  return {
    nome: cliente?.nome ?? '',
    email: cliente?.email ?? '',
    data_nascimento: cliente?.dataNascimento ?? '',
    telefone: cliente ? maskMobilePhone(cliente.celular) : '',
    uf: '',
    assunto: '',
    mensagem: '',
    aceitar_termos: false,
  };
}

export function ContactForm({ onOpenDocument }: { onOpenDocument: (kind: LegalDocument) => void }) {
  const cliente = useCliente();
  const close = useCloseSheet();
  const sendCall = useSendContact();
  const { control, register, handleSubmit, formState } = useForm({
    resolver: zodResolver(faleConoscoSchema),
    defaultValues: initialValues(cliente),
  });
  const errors = formState.errors;
  const submit = handleSubmit(
    async (values) => {
      const response = await sendCall.mutateAsync(values);
      if (!isSuccess(response)) return;
      void showToast(response.message, 'sucesso');
      close();
    },
    toastFirstError([...FIELD_ORDER]),
  );

  return (
    <form className="contact-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormNameField control={control} name="nome" />
      <TextField
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormMaskedField
        control={control}
        name="data_nascimento"
        label="Data de nascimento"
        inputMode="numeric"
        autoComplete="bday"
        placeholder="dd/mm/aaaa"
        mask={DATE_MASK}
      />
      <FormMaskedField
        control={control}
        name="telefone"
        label="Telefone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        mask={MOBILE_PHONE_MASK}
      />
      <UfField error={errors.uf?.message} {...register('uf')} />
      <TextField
        label="Assunto"
        maxLength={SUBJECT_MAX_LENGTH}
        error={errors.assunto?.message}
        {...register('assunto')}
      />
      <TextAreaField
        label="Mensagem"
        maxLength={MESSAGE_MAX_LENGTH}
        rows={5}
        error={errors.mensagem?.message}
        {...register('mensagem')}
      />
      <TermsField
        error={errors.aceitar_termos?.message}
        onOpenDocument={onOpenDocument}
        {...register('aceitar_termos')}
      />
      <SubmitButton busy={sendCall.isPending} label="Enviar" busyLabel="Enviando…" />
    </form>
  );
}
