import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  type ContactInput,
  contactSchema,
  QUERY_TYPE_LABELS,
  QUERY_TYPES,
} from '@shala/shared';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useNavigate } from '../router/router';
import { Button } from '../ui/Button';
import { FieldFrame, FieldInput } from '../ui/FieldInput';
import { FormActions } from '../ui/FormActions';
import { PageHeading } from '../ui/PageHeading';
import { COMPANY, contactApi } from './api';

type ContactForm = Omit<ContactInput, 'category'> & { category: ContactInput['category'] | '' };

/**
 * Spec §2.1 "Contact us", also shown inside the signed-in shell at /contactus (it uses React
 * APIs and the plain components only, so either app can render it).
 */
export default function ContactPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactForm, unknown, ContactInput>({
    resolver: zodResolver(contactSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      contactPerson: '',
      email: '',
      phoneNo: '',
      category: '',
      subject: '',
      content: '',
    },
  });
  const remaining = CONTACT_MESSAGE_MAX - (watch('content')?.length ?? 0);

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const result = await contactApi.send(values);
        showSnack({ message: result.message, severity: 'success' });
        navigate('/');
      } catch (error) {
        showSnack(errorMessage(error));
      }
    },
    () => showSnack(CONTACT_MESSAGES.invalidSubmit),
  );

  const category = register('category');
  return (
    <>
      <PageHeading
        title="Contact Us"
        hint="Questions, feedback or a problem? Write to us and we will reply by e-mail."
      />
      <form noValidate onSubmit={onSubmit} className="sh-form">
        <FieldInput
          label="Name"
          registration={register('contactPerson')}
          error={errors.contactPerson?.message}
          autoComplete="name"
          autoFocus
          maxLength={128}
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
          registration={register('phoneNo')}
          error={errors.phoneNo?.message}
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={15}
        />
        <FieldFrame
          inputId="contact-category"
          helperId="contact-category-helper"
          label="Query type"
          error={Boolean(errors.category)}
          helper={errors.category?.message}
          select
        >
          <select
            id="contact-category"
            className="sh-field__input"
            name={category.name}
            onChange={category.onChange}
            onBlur={category.onBlur}
            ref={category.ref}
            aria-required
            aria-invalid={Boolean(errors.category) || undefined}
            aria-describedby={errors.category ? 'contact-category-helper' : undefined}
          >
            <option value="">Choose a query type</option>
            {QUERY_TYPES.map((type) => (
              <option key={type} value={type}>
                {QUERY_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldInput
          label="Subject"
          registration={register('subject')}
          error={errors.subject?.message}
          maxLength={1024}
        />
        <FieldInput
          label="Message"
          registration={register('content')}
          error={errors.content?.message}
          multiline
          minRows={4}
          maxLength={CONTACT_MESSAGE_MAX}
          counter={<span data-testid="message-counter">{remaining} characters left</span>}
        />
        <FormActions>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Send
          </Button>
        </FormActions>
      </form>
      <section aria-labelledby="company-contact" className="sh-company">
        <h2 id="company-contact" className="sh-h2">
          Reach us directly
        </h2>
        <dl>
          <dt>Call us</dt>
          <dd>
            <a className="sh-link" href={COMPANY.phoneHref}>
              {COMPANY.phone}
            </a>
          </dd>
          <dt>Write to us</dt>
          <dd>
            <a className="sh-link" href={`mailto:${COMPANY.email}`}>
              {COMPANY.email}
            </a>
          </dd>
          <dt>Visit us</dt>
          <dd>
            <address style={{ fontStyle: 'normal' }}>
              {COMPANY.name}
              {COMPANY.address.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
            </address>
          </dd>
          <dt>Office hours</dt>
          <dd>{COMPANY.hours}</dd>
        </dl>
      </section>
    </>
  );
}
