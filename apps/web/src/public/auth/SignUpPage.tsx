import { zodResolver } from '@hookform/resolvers/zod';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MESSAGES, type RegisterInput, registerSchema, titleCase } from '@shala/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../app/http';
import { showSnack } from '../../app/snackbar-queue';
import { FieldInput } from '../../ui/FieldInput';
import { FormActions } from '../../ui/FormActions';
import { PageHeading } from '../../ui/PageHeading';
import { PasswordField } from '../../ui/PasswordField';
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
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 1.25 }}>
        <Box
          sx={{
            display: 'grid',
            columnGap: 2.5,
            rowGap: 1.25,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
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
        </Box>
        <PasswordField
          label="Password"
          registration={register('password')}
          error={errors.password?.message}
          hint="At least 8 characters with a capital letter, a number and one of @$!%*?&"
          autoComplete="new-password"
          maxLength={25}
        />
        <PasswordField
          label="Confirm Password"
          registration={register('cPassword')}
          error={errors.cPassword?.message}
          autoComplete="new-password"
          maxLength={25}
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
            endIcon={isValid ? <ArrowForward data-testid="signup-ready" /> : undefined}
          >
            Signup
          </Button>
        </FormActions>
      </Box>
    </>
  );
}
