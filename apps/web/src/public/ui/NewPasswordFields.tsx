import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './PasswordField';

/** The password rule in words, as the field's hint (the schema's STRONG_PASSWORD_PATTERN). */
export const NEW_PASSWORD_HINT =
  'At least 8 characters with a capital letter, a number and one of @$!%*?&';

/** A new password and its confirmation: sign-up and the first run ask for them alike. */
export function NewPasswordFields(props: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string | undefined; confirm?: string | undefined };
}) {
  return (
    <>
      <PasswordField
        label="Password"
        registration={props.password}
        error={props.errors.password}
        hint={NEW_PASSWORD_HINT}
        autoComplete="new-password"
        maxLength={25}
      />
      <PasswordField
        label="Confirm Password"
        registration={props.confirm}
        error={props.errors.confirm}
        autoComplete="new-password"
        maxLength={25}
      />
    </>
  );
}
