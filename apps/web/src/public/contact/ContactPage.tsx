import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  type ContactInput,
  contactSchema,
  QUERY_TYPE_LABELS,
  QUERY_TYPES,
} from '@shala/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../app/http';
import { showSnack } from '../../app/snackbar-queue';
import { FieldInput } from '../../ui/FieldInput';
import { FormActions } from '../../ui/FormActions';
import { PageHeading } from '../../ui/PageHeading';
import { COMPANY, contactApi } from './api';

type ContactForm = Omit<ContactInput, 'category'> & { category: ContactInput['category'] | '' };

/** Spec §2.1 "Contact us", also shown inside the signed-in shell at /contactus. */
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
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 1.25 }}>
        <FieldInput
          label="Name"
          registration={register('contactPerson')}
          error={errors.contactPerson?.message}
          autoComplete="name"
          autoFocus
          maxLength={128}
        />
        <Box
          sx={{
            display: 'grid',
            columnGap: 2.5,
            rowGap: 1.25,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
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
        </Box>
        <FormControl fullWidth error={Boolean(errors.category)}>
          <InputLabel htmlFor="contact-category" shrink>
            Query type
          </InputLabel>
          <NativeSelect
            id="contact-category"
            input={<OutlinedInput label="Query type" notched />}
            name={category.name}
            onChange={category.onChange}
            onBlur={category.onBlur}
            inputRef={category.ref}
            inputProps={{
              'aria-required': true,
              'aria-invalid': Boolean(errors.category) || undefined,
              'aria-describedby': errors.category ? 'contact-category-helper' : undefined,
            }}
          >
            <option value="">Choose a query type</option>
            {QUERY_TYPES.map((type) => (
              <option key={type} value={type}>
                {QUERY_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
          <FormHelperText id="contact-category-helper" sx={{ minHeight: 20, mt: 0.25 }}>
            {errors.category?.message}
          </FormHelperText>
        </FormControl>
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
      </Box>
      <Box
        component="section"
        aria-labelledby="company-contact"
        sx={{ mt: 4, pt: 3, borderTop: '1px solid', borderColor: 'divider' }}
      >
        <Typography id="company-contact" variant="h3" component="h2" sx={{ mb: 1.5 }}>
          Reach us directly
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 1,
            '& dt': { fontWeight: 600 },
            '& dd': { m: 0 },
          }}
        >
          <dt>Call us</dt>
          <dd>
            <Link href={COMPANY.phoneHref}>{COMPANY.phone}</Link>
          </dd>
          <dt>Write to us</dt>
          <dd>
            <Link href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Link>
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
        </Box>
      </Box>
    </>
  );
}
