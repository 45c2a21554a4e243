import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ERROR_CODES,
  type LoginInput,
  loginSchema,
  type QrLoginFormInput,
  qrLoginFormSchema,
  usernameFromNames,
} from '@shala/shared';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../app/http';
import { loginSuccessTarget } from '../../app/login-routing';
import { rememberSignIn } from '../../app/session';
import { showSnack, snackbars } from '../../app/snackbar-queue';
import { FieldInput } from '../../ui/FieldInput';
import { PageHeading } from '../../ui/PageHeading';
import { PasswordField } from '../../ui/PasswordField';
import { linkTarget } from '../../ui/PublicFrame';
import { authApi } from './api';
import { writeOtpUser } from './otp-user';

/** Spec §2.1 "Sign in", with its QR mode (?qr=login) and the login-success routing of §4. */
export default function SignInPage() {
  const [params] = useSearchParams();
  const qrMode = params.get('qr') === 'login';
  const signIn = useSignIn(params.get('returnUrl'));
  return (
    <>
      <PageHeading title="Welcome back" hint="Sign in to your Shala account." />
      {qrMode ? <NamesForm onSignIn={signIn} /> : <UsernameForm onSignIn={signIn} />}
      <Stack
        direction="row"
        sx={{ mt: 3, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5 }}
      >
        <Typography component="span">
          New to Shala?{' '}
          <Link component={RouterLink} to="/auth/signup" sx={linkTarget}>
            Signup
          </Link>
        </Typography>
        <Link component={RouterLink} to="/auth/forgotpassword" sx={linkTarget}>
          Forgot Password
        </Link>
      </Stack>
    </>
  );
}

type SignIn = (username: string, password: string) => Promise<void>;

function useSignIn(returnUrl: string | null): SignIn {
  const navigate = useNavigate();
  return async (username, password) => {
    try {
      const user = await authApi.login({ username, password });
      rememberSignIn(user);
      snackbars.clear();
      const target = loginSuccessTarget(user, returnUrl);
      if (target.message) showSnack(target.message);
      navigate(target.path, { replace: true });
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 403 &&
        error.code === ERROR_CODES.emailNotVerified
      ) {
        writeOtpUser({ username });
        showSnack({ message: error.message, severity: 'info' });
        navigate('/auth/verify-otp/login');
        return;
      }
      showSnack(errorMessage(error));
    }
  };
}

function SubmitButton({ busy }: { busy: boolean }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
      Sign In
    </Button>
  );
}

function UsernameForm({ onSignIn }: { onSignIn: SignIn }) {
  const location = useLocation();
  const remembered = (location.state as { username?: unknown } | null)?.username;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { username: typeof remembered === 'string' ? remembered : '', password: '' },
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((v) => onSignIn(v.username, v.password))}
      sx={{ display: 'grid', gap: 1.25 }}
    >
      <FieldInput
        label="Username"
        registration={register('username')}
        error={errors.username?.message}
        hint="You can also use your e-mail address."
        autoComplete="username"
        autoFocus
      />
      <PasswordField
        label="Password"
        registration={register('password')}
        error={errors.password?.message}
        autoComplete="current-password"
      />
      <SubmitButton busy={isSubmitting} />
    </Box>
  );
}

function NamesForm({ onSignIn }: { onSignIn: SignIn }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<QrLoginFormInput>({
    resolver: zodResolver(qrLoginFormSchema),
    mode: 'onTouched',
    defaultValues: { firstname: '', lastname: '', password: '' },
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((v) =>
        onSignIn(usernameFromNames(v.firstname, v.lastname), v.password),
      )}
      sx={{ display: 'grid', gap: 1.25 }}
    >
      <FieldInput
        label="First Name"
        registration={register('firstname')}
        error={errors.firstname?.message}
        autoComplete="given-name"
        autoFocus
      />
      <FieldInput
        label="Last Name"
        registration={register('lastname')}
        error={errors.lastname?.message}
        autoComplete="family-name"
      />
      <PasswordField
        label="Password"
        registration={register('password')}
        error={errors.password?.message}
        autoComplete="current-password"
      />
      <SubmitButton busy={isSubmitting} />
    </Box>
  );
}
