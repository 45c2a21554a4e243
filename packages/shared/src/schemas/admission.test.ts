import { describe, expect, it } from 'vitest';
import {
  ADMISSION_MESSAGES,
  acceptApplicationSchema,
  admissionApplySchema,
  admissionConfigInputSchema,
  admissionFormSchema,
  DEFAULT_ADMISSION_GENDER,
  documentProblem,
  rejectApplicationSchema,
} from './admission.js';
import { MESSAGES } from './auth.js';

const form = {
  fName: 'Kavya',
  lName: 'Menon',
  email: '',
  phone: '9876543210',
  chooseClass: 'class-id',
  gender: DEFAULT_ADMISSION_GENDER,
  fathername: '',
  motherName: '',
};
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

describe('the direct-admission form (spec §5)', () => {
  it('takes a form with only the required fields; gender defaults to female', () => {
    expect(DEFAULT_ADMISSION_GENDER).toBe('female');
    expect(admissionFormSchema.safeParse(form).success).toBe(true);
  });

  it('names each problem', () => {
    const cases: [Partial<typeof form>, string][] = [
      [{ fName: '' }, MESSAGES.firstNameRequired],
      [{ lName: 'M3non' }, MESSAGES.lastNameNumbers],
      [{ email: 'kavya@' }, MESSAGES.enterValidEmail],
      [{ phone: '' }, MESSAGES.phoneRequired],
      [{ phone: '98765x3210' }, MESSAGES.phoneText],
      [{ phone: '987654321' }, MESSAGES.phoneLength],
      [{ chooseClass: '' }, ADMISSION_MESSAGES.chooseClass],
      [{ fathername: 'R2D2' }, ADMISSION_MESSAGES.parentNameInvalid],
    ];
    for (const [over, message] of cases) {
      expect(firstMessage(admissionFormSchema.safeParse({ ...form, ...over })), message).toBe(
        message,
      );
    }
    expect(admissionFormSchema.safeParse({ ...form, gender: 'unknown' }).success).toBe(false);
    expect(admissionFormSchema.safeParse({ ...form, gender: 'Other' }).success).toBe(true);
  });

  it('wants ids in the call and no unknown fields', () => {
    const call = {
      instituteId: '00000000-0000-4000-8000-000000000001',
      sessionId: '00000000-0000-4000-8000-000000000002',
      classId: '00000000-0000-4000-8000-000000000003',
      fName: 'Kavya',
      lName: 'Menon',
      phone: '9876543210',
      gender: 'male',
    };
    expect(admissionApplySchema.safeParse(call).success).toBe(true);
    expect(admissionApplySchema.safeParse({ ...call, classId: 'x' }).success).toBe(false);
    expect(admissionApplySchema.safeParse({ ...call, role: 'admin' }).success).toBe(false);
  });
});

describe('documents chosen in the browser', () => {
  it('keeps .jpg files up to 2 MB and names the others', () => {
    expect(documentProblem({ name: 'adhar.jpg', size: 1000, type: 'image/jpeg' })).toBeUndefined();
    expect(documentProblem({ name: 'PAN.JPEG', size: 1000, type: '' })).toBeUndefined();
    expect(documentProblem({ name: 'adhar.png', size: 1000, type: 'image/png' })).toBe(
      'adhar.png is not a .jpg file.',
    );
    expect(documentProblem({ name: 'big.jpg', size: 3 * 1_048_576, type: 'image/jpeg' })).toBe(
      'big.jpg is larger than 2 MB.',
    );
  });
});

describe('staff inputs', () => {
  it('checks seats, the reason and the e-mail', () => {
    expect(admissionConfigInputSchema.safeParse({ open: true, seats: 40 }).success).toBe(true);
    expect(admissionConfigInputSchema.safeParse({ open: true, seats: null }).success).toBe(true);
    expect(firstMessage(admissionConfigInputSchema.safeParse({ open: true, seats: 0 }))).toBe(
      ADMISSION_MESSAGES.seatsRange,
    );
    expect(firstMessage(rejectApplicationSchema.safeParse({ reason: 'no' }))).toBe(
      ADMISSION_MESSAGES.reasonLength,
    );
    expect(rejectApplicationSchema.safeParse({ reason: 'x'.repeat(1025) }).success).toBe(false);
    expect(rejectApplicationSchema.safeParse({ reason: 'Class is full' }).success).toBe(true);
    expect(acceptApplicationSchema.safeParse({}).success).toBe(true);
    expect(acceptApplicationSchema.safeParse({ email: 'nope' }).success).toBe(false);
  });
});
