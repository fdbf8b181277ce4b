import { useTranslate } from 'react-admin';
import type { Papel } from '../../lib/types.ts';

export function RoleName({ papel }: { papel: Papel }) {
  return <>{useTranslate()(`painel.papeis.${papel}`)}</>;
}

export function YesNo({ value }: { value: boolean }) {
  return <>{useTranslate()(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
}
