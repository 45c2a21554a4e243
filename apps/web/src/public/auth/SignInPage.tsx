import { zodResolver } from '@hookform/resolvers/zod';
import {
  ERROR_CODES,
  type LoginInput,
  loginSchema,
  loginUnverifiedSchema,
  type QrLoginFormInput,
  qrLoginFormSchema,
  usernameFromNames,
} from '@shala/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../core/http';
import { loginSuccessTarget, returnUrlToKeep } from '../../core/login-routing';
import { rememberSignIn } from '../../core/session';
import { SIGNED_OUT_MESSAGE, wasSignedOut } from '../../core/signed-out';
import { deferSnack, showSnack, snackbars } from '../../core/snackbar-queue';
import { kept, STORAGE_KEYS } from '../../core/storage';
import { Link, loadPage, useLocation, useNavigate, useSearchParams } from '../router/router';
import { firstRunApi } from '../setup/api';
import { Button } from '../ui/Button';
import { FieldInput } from '../ui/FieldInput';
import { PageHeading } from '../ui/PageHeading';
import { PasswordField } from '../ui/PasswordField';
import { authApi } from './api';
import { firstError } from './first-error';
import { writeOtpUser } from './otp-user';

/** Spec §2.1 "Sign in", with its QR mode (?qr=login) and the login-success routing of §4. */
export default function SignInPage() {
  const params = useSearchParams();
  const qrMode = params.get('qr') === 'login';
  const signIn = useSignIn(params.get('returnUrl'));
  useFirstRunLead();
  return (
    <>
      <PageHeading title="Welcome back" hint="Sign in to your Shala account." />
      {wasSignedOut(params) && (
        <p className="sh-note" role="status">
          {SIGNED_OUT_MESSAGE}
        </p>
      )}
      {qrMode ? <NamesForm onSignIn={signIn} /> : <UsernameForm onSignIn={signIn} />}
      <div className="sh-auth-links">
        <span>
          New to Shala?{' '}
          <Link to="/auth/signup" className="sh-link sh-link--target">
            Signup
          </Link>
        </span>
        <Link to="/auth/forgotpassword" className="sh-link sh-link--target">
          Forgot Password
        </Link>
      </div>
    </>
  );
}

/** A fresh portal has nobody to sign in: its first visitor is led to set it up instead. */
function useFirstRunLead() {
  const navigate = useNavigate();
  useEffect(() => {
    firstRunApi.status().then(
      (s) => {
        if (s.open) navigate('/first-run', { replace: true });
      },
      // Signing in still works when the question fails; the form says what goes wrong then.
      () => undefined,
    );
  }, [navigate]);
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
      // A first stop (the contract to sign) keeps the asked-for page for the step after it.
      kept.write(STORAGE_KEYS.returnUrl, returnUrlToKeep(target, returnUrl));
      // The signed-in pages are the other web app: a full page load (spec §4 "reloadOnce").
      if (target.message) deferSnack(target.message);
      loadPage(target.path);
      // The browser keeps the page (and the busy overlay) until the next one shows.
      await new Promise(() => {});
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 403 &&
        error.code === ERROR_CODES.emailNotVerified
      ) {
        // The password was right, so the answer names the masked e-mail the code went to.
        const masked = loginUnverifiedSchema.safeParse(error.body).data?.maskedEmail;
        writeOtpUser({ username, ...(masked ? { maskedEmail: masked } : {}) });
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
    <Button type="submit" variant="contained" large full disabled={busy}>
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
    <form
      noValidate
      className="sh-form"
      onSubmit={handleSubmit(
        (v) => onSignIn(v.username, v.password),
        (invalid) => showSnack(firstError(invalid, ['username', 'password']) ?? ''),
      )}
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
    </form>
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
    <form
      noValidate
      className="sh-form"
      onSubmit={handleSubmit(
        (v) => onSignIn(usernameFromNames(v.firstname, v.lastname), v.password),
        (invalid) => showSnack(firstError(invalid, ['firstname', 'lastname', 'password']) ?? ''),
      )}
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
    </form>
  );
}
