import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type RegisterInput, registerSchema, titleCase } from '@shala/shared';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useNavigate } from '../router/router';
import { Button } from '../ui/Button';
import { FieldInput } from '../ui/FieldInput';
import { FormActions } from '../ui/FormActions';
import { ArrowForwardIcon } from '../ui/icons';
import { NewPasswordFields } from '../ui/NewPasswordFields';
import { PageHeading } from '../ui/PageHeading';
import { authApi } from './api';
import { writeOtpUser } from './otp-user';

/** Spec §2.1 "Sign up". The server assigns the username and mails it with a one-time code. */
export default function SignUpPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: { fName: '', lName: '', password: '', cPassword: '', email: '', phone: '' },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const result = await authApi.register({
          ...values,
          fName: titleCase(values.fName),
          lName: titleCase(values.lName),
        });
        writeOtpUser({ username: result.username, maskedEmail: result.maskedEmail });
        showSnack({ message: result.message, severity: 'success' });
        navigate('/auth/verify-otp/signup');
      } catch (error) {
        showSnack(errorMessage(error));
      }
    },
    () => showSnack(MESSAGES.invalidData),
  );

  return (
    <>
      <PageHeading
        title="Create your account"
        hint="We will e-mail you a code to confirm your address, and your username."
      />
      <form noValidate onSubmit={onSubmit} className="sh-form">
        <div className="sh-grid-2">
          <FieldInput
            label="First Name"
            registration={register('fName')}
            error={errors.fName?.message}
            autoComplete="given-name"
            autoFocus
            maxLength={100}
          />
          <FieldInput
            label="Last Name"
            registration={register('lName')}
            error={errors.lName?.message}
            autoComplete="family-name"
            maxLength={100}
          />
        </div>
        <NewPasswordFields
          password={register('password')}
          confirm={register('cPassword')}
          errors={{ password: errors.password?.message, confirm: errors.cPassword?.message }}
        />
        <FieldInput
          label="Email"
          type="email"
          registration={register('email')}
          error={errors.email?.message}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
        <FieldInput
          label="Phone"
          type="tel"
          registration={register('phone')}
          error={errors.phone?.message}
          hint="10 digits, without +91"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={10}
        />
        <FormActions>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            endIcon={isValid ? <ArrowForwardIcon data-testid="signup-ready" /> : undefined}
          >
            Signup
          </Button>
        </FormActions>
      </form>
    </>
  );
}
