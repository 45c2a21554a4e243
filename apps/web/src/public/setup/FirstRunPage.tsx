import { zodResolver } from '@hookform/resolvers/zod';
import { type FirstRunInput, firstRunSchema, MESSAGES, titleCase } from '@shala/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../core/http';
import { rememberSignIn } from '../../core/session';
import { deferSnack, showSnack } from '../../core/snackbar-queue';
import { loadPage, useNavigate } from '../router/router';
import { Button } from '../ui/Button';
import { FieldInput } from '../ui/FieldInput';
import { NewPasswordFields } from '../ui/NewPasswordFields';
import { PageHeading } from '../ui/PageHeading';
import { firstRunApi } from './api';
import { currentSchoolSession } from './session-defaults';

/**
 * The first run of a fresh portal: whoever installed it makes the platform's super admin and
 * the school's first institute with its own administrator (invited by mail), then lands in the
 * Admin Console. Open only while the platform has neither; afterwards this page sends visitors
 * to sign in.
 */
export default function FirstRunPage() {
  const navigate = useNavigate();
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    firstRunApi.status().then(
      (s) => {
        if (!s.open) navigate('/auth', { replace: true });
        else setOpen(true);
      },
      (error) => showSnack(errorMessage(error)),
    );
  }, [navigate]);
  if (!open) return <p role="status">Checking this portal…</p>;
  return <FirstRunForm />;
}

function FirstRunForm() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FirstRunInput>({
    resolver: zodResolver(firstRunSchema),
    mode: 'onTouched',
    defaultValues: {
      superAdmin: {
        firstName: '',
        lastName: '',
        username: '',
        email: '',
        password: '',
        cPassword: '',
      },
      institute: {
        name: '',
        session: currentSchoolSession(new Date()),
        admin: { firstName: '', lastName: '', email: '', phone: '' },
      },
    },
  });
  const chief = errors.superAdmin;
  const school = errors.institute;

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const done = await firstRunApi.complete({
          superAdmin: {
            ...values.superAdmin,
            firstName: titleCase(values.superAdmin.firstName),
            lastName: titleCase(values.superAdmin.lastName),
          },
          institute: values.institute,
        });
        rememberSignIn(done.user);
        deferSnack(done.message);
        // Signed in now: the signed-in app is another build, so a full load.
        loadPage('/admin-console', true);
      } catch (error) {
        showSnack(errorMessage(error));
      }
    },
    () => showSnack(MESSAGES.invalidData),
  );

  return (
    <>
      <PageHeading
        title="Set up Shala"
        hint="This portal has no administrator yet. Create the platform's super admin and your first institute; this page closes once done."
      />
      <form noValidate onSubmit={onSubmit} className="sh-form">
        <h2 className="sh-h2">You, the platform's super admin</h2>
        <div className="sh-grid-2">
          <FieldInput
            label="First Name"
            registration={register('superAdmin.firstName')}
            error={chief?.firstName?.message}
            autoComplete="given-name"
            autoFocus
            maxLength={100}
          />
          <FieldInput
            label="Last Name"
            registration={register('superAdmin.lastName')}
            error={chief?.lastName?.message}
            autoComplete="family-name"
            maxLength={100}
          />
        </div>
        <FieldInput
          label="Username"
          registration={register('superAdmin.username')}
          error={chief?.username?.message}
          hint="Small letters, digits, dots and underscores; you sign in with it"
          autoComplete="username"
          maxLength={64}
        />
        <FieldInput
          label="Email"
          type="email"
          registration={register('superAdmin.email')}
          error={chief?.email?.message}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
        <NewPasswordFields
          password={register('superAdmin.password')}
          confirm={register('superAdmin.cPassword')}
          errors={{ password: chief?.password?.message, confirm: chief?.cPassword?.message }}
        />

        <h2 className="sh-h2">Your first institute</h2>
        <FieldInput
          label="Institute name"
          registration={register('institute.name')}
          error={school?.name?.message}
          autoComplete="organization"
          maxLength={120}
        />
        <FieldInput
          label="Academic session"
          registration={register('institute.session.name')}
          error={school?.session?.name?.message}
          maxLength={50}
        />
        <div className="sh-grid-2">
          <FieldInput
            label="Session starts"
            registration={register('institute.session.startDate')}
            error={school?.session?.startDate?.message}
            hint="dd/mm/yyyy"
            inputMode="numeric"
            maxLength={10}
          />
          <FieldInput
            label="Session ends"
            registration={register('institute.session.endDate')}
            error={school?.session?.endDate?.message}
            hint="dd/mm/yyyy"
            inputMode="numeric"
            maxLength={10}
          />
        </div>
        <p className="sh-heading__hint">
          The institute's own administrator (the principal or office head) runs the school day to
          day. They get an invitation by e-mail to set their password.
        </p>
        <div className="sh-grid-2">
          <FieldInput
            label="Administrator's first name"
            registration={register('institute.admin.firstName')}
            error={school?.admin?.firstName?.message}
            maxLength={100}
          />
          <FieldInput
            label="Administrator's last name"
            registration={register('institute.admin.lastName')}
            error={school?.admin?.lastName?.message}
            maxLength={100}
          />
        </div>
        <FieldInput
          label="Administrator's email"
          type="email"
          registration={register('institute.admin.email')}
          error={school?.admin?.email?.message}
          inputMode="email"
          maxLength={254}
        />
        <FieldInput
          label="Administrator's phone"
          type="tel"
          registration={register('institute.admin.phone')}
          error={school?.admin?.phone?.message}
          hint="10 digits, without +91"
          inputMode="numeric"
          maxLength={10}
        />
        <div className="sh-actions">
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Set up Shala
          </Button>
        </div>
      </form>
    </>
  );
}
