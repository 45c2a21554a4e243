import { ERROR_CODES, MESSAGES, OTP_LENGTH, otpFormSchema, otpStatusSchema } from '@shala/shared';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useNavigate, useParams } from '../router/router';
import { Button } from '../ui/Button';
import { FormActions } from '../ui/FormActions';
import { PageHeading } from '../ui/PageHeading';
import { authApi } from './api';
import { formatCountdown, secondsLeft } from './countdown';
import { emptyOtp, enterText, isOtpComplete, otpCode, pressBackspace } from './otp-boxes';
import { deadlinesFrom, type OtpDeadlines, restoreDeadlines } from './otp-timers';
import { clearOtpUser, type OtpUser, readOtpUser, writeOtpUser } from './otp-user';

/** Spec §2.1 "One-time code": six boxes, Verify Otp, Cancel, Resend with its countdown. */
export default function VerifyOtpPage() {
  const [user] = useState(() => readOtpUser());
  const navigate = useNavigate();
  useEffect(() => {
    if (!user) navigate('/auth', { replace: true });
  }, [user, navigate]);
  return user ? <OtpForm user={user} /> : null;
}

function OtpForm({ user: initialUser }: { user: OtpUser }) {
  const { page } = useParams();
  const navigate = useNavigate();
  const [user, setUser] = useState(initialUser);
  const [deadlines, setDeadlines] = useState<OtpDeadlines>(() =>
    restoreDeadlines(initialUser, Date.now()),
  );
  const [now, setNow] = useState(() => Date.now());
  const [digits, setDigits] = useState(emptyOtp);
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const askedOnOpen = useRef(false);

  /** New deadlines are counted from now, so the clock shown moves with them (no 05:00 flash). */
  const keep = (next: OtpUser, nextDeadlines: OtpDeadlines, at: number) => {
    setUser(next);
    setDeadlines(nextDeadlines);
    setNow(at);
    writeOtpUser({ ...next, ...nextDeadlines });
  };

  const sendCode = async (opening: boolean) => {
    setSending(true);
    try {
      // One answer for every name (it tells nobody which accounts exist): the masked e-mail
      // comes from sign-up or sign-in, and only an e-mail typed as the name comes back here.
      const status = await authApi.resendOtp(user.username);
      const at = Date.now();
      const maskedEmail = status.maskedEmail ?? user.maskedEmail;
      keep({ ...user, ...(maskedEmail ? { maskedEmail } : {}) }, deadlinesFrom(at, status), at);
      if (!opening) {
        showSnack({
          message: maskedEmail ? `A new code has been sent to ${maskedEmail}.` : status.message,
          severity: 'success',
        });
      }
    } catch (error) {
      // Too soon for a new code: the answer still names the e-mail and the deadlines.
      const waiting =
        error instanceof ApiError && error.status === 429
          ? otpStatusSchema.safeParse(error.body)
          : undefined;
      if (waiting?.success) {
        const at = Date.now();
        keep(
          { ...user, maskedEmail: waiting.data.maskedEmail },
          deadlinesFrom(at, waiting.data),
          at,
        );
      }
      // Opening from sign-in right after the server sent a code: that code is the one to use.
      if (opening && error instanceof ApiError && error.status === 429) return;
      showSnack(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the screen opens.
  useEffect(() => {
    writeOtpUser({ ...user, ...deadlines });
    if (page === 'login' && !askedOnOpen.current) {
      askedOnOpen.current = true;
      void sendCode(true);
    }
    boxes.current[0]?.focus();
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const expiresIn = secondsLeft(deadlines.expiresAt, now);
  const resendIn = secondsLeft(deadlines.resendAt, now);

  useEffect(() => {
    if (expiresIn > 0) return;
    clearOtpUser();
    showSnack('The code has expired. Please sign in to get a new one.');
    navigate('/auth', { replace: true });
  }, [expiresIn, navigate]);

  const update = (next: { digits: string[]; focus: number }) => {
    setDigits(next.digits);
    setInvalid(false);
    boxes.current[next.focus]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      update(enterText(digits, index, event.key));
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      update(pressBackspace(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    update(enterText(digits, index, event.clipboardData.getData('text')));
  };

  const verify = async () => {
    if (!otpFormSchema.safeParse({ digits }).success || !isOtpComplete(digits)) {
      setInvalid(true);
      showSnack(MESSAGES.otpInvalid);
      boxes.current[digits.findIndex((d) => !d)]?.focus();
      return;
    }
    setSending(true);
    try {
      const result = await authApi.confirmOtp(user.username, otpCode(digits));
      clearOtpUser();
      showSnack({
        message: `${result.message} Your username is ${user.username}.`,
        severity: 'success',
      });
      navigate('/auth', { replace: true, state: { username: user.username } });
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 410 &&
        error.code === ERROR_CODES.otpExpired
      ) {
        clearOtpUser();
        showSnack(error.message);
        navigate('/auth', { replace: true });
        return;
      }
      showSnack(errorMessage(error));
      setInvalid(true);
      setDigits(emptyOtp());
      boxes.current[0]?.focus();
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <PageHeading
        title="Verify your e-mail"
        hint={
          user.maskedEmail ? (
            <>
              Enter the 6-digit code we sent to <strong>{user.maskedEmail}</strong>.
            </>
          ) : (
            'Enter the 6-digit code we sent to your e-mail address.'
          )
        }
      />
      {page === 'signup' && (
        <div className="sh-note">
          Your username is <strong data-testid="assigned-username">{user.username}</strong>. We have
          e-mailed it to you as well.
        </div>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
      >
        <fieldset aria-describedby="otp-help" className="sh-otp">
          <legend className="sh-sr-only">One-time code</legend>
          {digits.map((digit, index) => (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes never move.
              key={index}
              className={invalid ? 'sh-otp__box sh-otp__box--invalid' : 'sh-otp__box'}
              ref={(element: HTMLInputElement | null) => {
                boxes.current[index] = element;
              }}
              value={digit}
              onChange={(event) => update(enterText(digits, index, event.currentTarget.value))}
              onKeyDown={onKeyDown(index)}
              onPaste={onPaste(index)}
              onFocus={(event) => event.currentTarget.select()}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
              aria-invalid={invalid || undefined}
            />
          ))}
        </fieldset>
        <p id="otp-help" className={invalid ? 'sh-otp__help sh-otp__help--error' : 'sh-otp__help'}>
          {invalid ? MESSAGES.otpInvalid : `The code expires in ${formatCountdown(expiresIn)}.`}
        </p>
        <div className="sh-otp__resend">
          <span className="sh-muted" aria-live="off">
            {resendIn > 0
              ? `You can ask for a new code in ${formatCountdown(resendIn)}`
              : 'Did not get it?'}
          </span>
          <Button
            variant="text"
            disabled={resendIn > 0 || sending}
            onClick={() => void sendCode(false)}
          >
            Resend
          </Button>
        </div>
        <FormActions>
          <Button type="submit" variant="contained" disabled={sending}>
            Verify Otp
          </Button>
        </FormActions>
      </form>
    </>
  );
}
