import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ForgotPasswordInput,
  forgotPasswordSchema,
  MESSAGES,
  RESET_LINK_TTL_MINUTES,
} from '@shala/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { Link } from '../router/router';
import { Button } from '../ui/Button';
import { FieldInput } from '../ui/FieldInput';
import { FormActions } from '../ui/FormActions';
import { PageHeading } from '../ui/PageHeading';
import { authApi } from './api';

/** Spec §2.1 "Forgot password": one e-mail field; the server answers the same for any address. */
export default function ForgotPasswordPage() {
  const [sentMessage, setSentMessage] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(
    async ({ email }) => {
      try {
        const result = await authApi.forgotPassword(email);
        showSnack({ message: result.message, severity: 'success' });
        setSentMessage(result.message);
      } catch (error) {
        showSnack(errorMessage(error));
      }
    },
    () => showSnack(MESSAGES.forgotInvalid),
  );

  if (sentMessage) {
    return (
      <>
        <PageHeading title="Check your e-mail" />
        <p className="sh-p" data-testid="forgot-result">
          {sentMessage}
        </p>
        <p className="sh-p sh-muted">
          The link in the e-mail works once, for {RESET_LINK_TTL_MINUTES} minutes. Look in your spam
          folder if it does not arrive.
        </p>
        <Link to="/auth" className="sh-link">
          Back to sign in
        </Link>
      </>
    );
  }

  return (
    <>
      <PageHeading
        title="Forgotten Password?"
        hint="Enter your email and username to reset your password."
      />
      <form noValidate onSubmit={onSubmit} className="sh-form">
        <FieldInput
          label="Email"
          type="email"
          registration={register('email')}
          error={errors.email?.message}
          autoComplete="email"
          inputMode="email"
          autoFocus
          maxLength={254}
        />
        <FormActions>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Submit
          </Button>
        </FormActions>
      </form>
    </>
  );
}
