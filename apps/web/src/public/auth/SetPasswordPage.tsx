import { zodResolver } from '@hookform/resolvers/zod';
import { type SetPasswordFormInput, setPasswordFormSchema } from '@shala/shared';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useNavigate, useParams } from '../router/router';
import { Button } from '../ui/Button';
import { FormActions } from '../ui/FormActions';
import { PageHeading } from '../ui/PageHeading';
import { PasswordField } from '../ui/PasswordField';
import { authApi } from './api';
import { firstError } from './first-error';

/** Spec §2.1 "Set new password", opened from the mailed reset link. */
export default function SetPasswordPage() {
  const { id = '', token = '' } = useParams();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordFormInput>({
    resolver: zodResolver(setPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmpassword: '' },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const result = await authApi.setPassword({ id, token, ...values });
        showSnack({ message: result.message, severity: 'success' });
        navigate('/auth', { replace: true });
      } catch (error) {
        showSnack(errorMessage(error));
      }
    },
    (invalid) => {
      const message = firstError(invalid, ['newPassword', 'confirmpassword']);
      if (message) showSnack(message);
    },
  );

  return (
    <>
      <PageHeading title="Set New Password" hint="Choose a password of 8 to 25 characters." />
      <form noValidate onSubmit={onSubmit} className="sh-form">
        <PasswordField
          label="New Password"
          registration={register('newPassword')}
          error={errors.newPassword?.message}
          autoComplete="new-password"
          autoFocus
          maxLength={25}
        />
        <PasswordField
          label="Confirm Password"
          registration={register('confirmpassword')}
          error={errors.confirmpassword?.message}
          autoComplete="new-password"
          maxLength={25}
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
