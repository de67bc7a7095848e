/** The email field of the auth forms (sign in, sign up, forgot password): label, placeholder and autofill alike. */
import type { ChangeEvent } from 'react';
import { TextField } from '#/web/components/text-field';
import { useT } from '#/web/i18n/use-t';
import { authCatalogue } from './messages/catalogue';

export function EmailField({ value, onChange }: { value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void }) {
  const t = useT(authCatalogue);
  return (
    <TextField
      label={t('emailLabel')}
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      placeholder={t('emailPlaceholder')}
    />
  );
}
