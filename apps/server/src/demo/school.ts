/** What `npm run demo` builds: the demo school contract (README, e2e specs rely on it). */

export const DEMO_INSTITUTE = {
  name: 'Demo Public School',
  about:
    'A co-educational day school from Nursery to Class 10, following the CBSE curriculum, with two sections from Class 1.',
  address: '14 MG Road, Indiranagar, Bengaluru 560038',
  phone: '8041234567',
  email: 'office@demo.shala.in',
  website: 'https://demo.shala.in',
} as const;

/** Dates yyyy-mm-dd; the last one is the active session. */
export const DEMO_SESSIONS = {
  previous: { name: '2025-26', startDate: '2025-04-01', endDate: '2026-03-31' },
  active: { name: '2026-27', startDate: '2026-04-01', endDate: '2027-03-31' },
} as const;

export type DemoClass = { level: string; section: string; name: string; age: number };

const LEVELS: { level: string; sections: string[]; age: number }[] = [
  { level: 'Nursery', sections: ['A'], age: 3 },
  { level: 'LKG', sections: ['A'], age: 4 },
  { level: 'UKG', sections: ['A'], age: 5 },
  ...Array.from({ length: 10 }, (_, i) => ({
    level: `Class ${i + 1}`,
    sections: ['A', 'B'],
    age: i + 6,
  })),
];

/** Nursery A, LKG A, UKG A, Class 1 A … Class 10 A, Class 1 B … Class 10 B. */
export const DEMO_CLASSES: DemoClass[] = [
  ...LEVELS.map(({ level, age }) => ({ level, section: 'A', name: `${level} A`, age })),
  ...LEVELS.filter((l) => l.sections.includes('B')).map(({ level, age }) => ({
    level,
    section: 'B',
    name: `${level} B`,
    age,
  })),
];

/** Classes that take direct admissions (admissionConfigSet). */
export const DEMO_ADMISSION_CLASSES = ['Nursery A', 'LKG A', 'Class 1 A', 'Class 6 A', 'Class 9 A'];

/** The instructions add to the form's fixed note that PanCard and AdHar documents are required. */
export const DEMO_ADMISSION_CONFIG = {
  seats: 40,
  instructions:
    "Besides the PanCard and AdHar documents, please attach the child's birth certificate and, from Class 1, the last school's transfer certificate, all as .jpg photos.",
} as const;

/** Generated students per class, besides the named ones (23 classes × 13 + 3 ≈ 300). */
export const STUDENTS_PER_CLASS = 13;
/** From this class on, generated students have their own account; younger ones are linked profiles of the parent. */
export const OWN_ACCOUNT_FROM_AGE = 13;

/** The named students: Rohan has his own account; Aarav and Diya are Priya's linked profiles. */
export const DEMO_STUDENTS = {
  rohan: {
    className: 'Class 5 A',
    admissionNo: 'DPS/0001',
    // What every role sees on his profile at once (issue 22 item 8).
    dateOfBirth: '2015-06-21',
    bloodGroup: 'B+',
    father: { firstName: 'Sunil', lastName: 'Mehta', phone: '9880011223' },
  },
  aarav: {
    firstName: 'Aarav',
    lastName: 'Sharma',
    gender: 'male',
    className: 'Class 3 A',
    dateOfBirth: '2017-08-14',
    bloodGroup: 'O+',
    admissionNo: 'DPS/0002',
  },
  diya: {
    firstName: 'Diya',
    lastName: 'Sharma',
    gender: 'female',
    className: 'Class 7 B',
    dateOfBirth: '2013-11-02',
    bloodGroup: 'A+',
    admissionNo: 'DPS/0003',
  },
} as const;

export const TEACHER_CLASS = 'Class 5 A';
