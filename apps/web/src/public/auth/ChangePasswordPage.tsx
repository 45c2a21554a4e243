import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePasswordFormInput,
  changePasswordFormSchema,
  isChangeMode,
  MESSAGES,
} from '@shala/shared';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useNavigate, useParams } from '../router/router';
import { Button } from '../ui/Button';
import { FormActions } from '../ui/FormActions';
import { PageHeading } from '../ui/PageHeading';
import { PasswordField } from '../ui/PasswordField';
import { authApi } from './api';

/** Spec §2.1 "Change password": tp = enableTp is a change, any other value a reset. */
export default function ChangePasswordPage() {
  const { tp = '', token = '' } = useParams();
  const change = isChangeMode(tp);
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const result = await authApi.changePassword({ tp, token, ...values });
        showSnack({ message: result.message, severity: 'success' });
        navigate('/auth', { replace: true });
      } catch (error) {
        showSnack(errorMessage(error));
      }
    },
    (invalid) => {
      const onlyMismatch =
        !invalid.password && invalid.confirmPassword?.message === MESSAGES.changeMismatch;
      showSnack(onlyMismatch ? MESSAGES.changeMismatch : MESSAGES.invalidData);
    },
  );

  return (
    <>
      <PageHeading
        title={change ? 'Change Password' : 'Reset Password'}
        hint="Choose a new password of 8 to 25 characters and type it twice."
      />
      <form noValidate onSubmit={onSubmit} className="sh-form">
        <PasswordField
          label="Password"
          registration={register('password')}
          error={errors.password?.message}
          autoComplete="new-password"
          autoFocus
          maxLength={25}
        />
        <PasswordField
          label="Confirm Password"
          registration={register('confirmPassword')}
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          maxLength={25}
        />
        <FormActions>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {change ? 'Change' : 'Reset'}
          </Button>
        </FormActions>
      </form>
    </>
  );
}
