import { DEMO_CLASSES, DEMO_SESSIONS, type DemoClass, STUDENTS_PER_CLASS } from './school.js';

// The ~300 generated students and their parents: the same list on every run (seeded PRNG).

const BOYS = [
  'Arjun',
  'Vihaan',
  'Aditya',
  'Sai',
  'Reyansh',
  'Krishna',
  'Ishaan',
  'Kabir',
  'Ayaan',
  'Dhruv',
  'Atharv',
  'Shaurya',
  'Rudra',
  'Arnav',
  'Yash',
  'Kunal',
  'Nikhil',
  'Rahul',
  'Tejas',
  'Varun',
  'Manav',
  'Om',
  'Pranav',
  'Siddharth',
  'Harsh',
];
const GIRLS = [
  'Ananya',
  'Saanvi',
  'Aadhya',
  'Ira',
  'Myra',
  'Kiara',
  'Anika',
  'Pari',
  'Navya',
  'Riya',
  'Sara',
  'Meera',
  'Tara',
  'Nisha',
  'Kavya',
  'Isha',
  'Pooja',
  'Sneha',
  'Aditi',
  'Shreya',
  'Tanvi',
  'Lavanya',
  'Nandini',
  'Ritika',
  'Zara',
];
const FATHERS = [
  'Rajesh',
  'Suresh',
  'Amit',
  'Sanjay',
  'Vijay',
  'Anil',
  'Manoj',
  'Deepak',
  'Ramesh',
  'Sunil',
  'Arun',
  'Prakash',
  'Ashok',
  'Naveen',
  'Girish',
  'Mahesh',
  'Ravi',
  'Kiran',
  'Sandeep',
  'Ajay',
];
const MOTHERS = [
  'Sunita',
  'Anjali',
  'Rekha',
  'Geeta',
  'Lakshmi',
  'Kavitha',
  'Neha',
  'Shalini',
  'Radha',
  'Seema',
  'Deepa',
  'Usha',
  'Swati',
  'Padma',
  'Vandana',
  'Archana',
  'Manisha',
  'Smita',
  'Jyoti',
  'Bhavana',
];
const SURNAMES = [
  'Patel',
  'Reddy',
  'Gupta',
  'Kumar',
  'Singh',
  'Iyer',
  'Nair',
  'Joshi',
  'Kulkarni',
  'Menon',
  'Rao',
  'Shetty',
  'Das',
  'Banerjee',
  'Chopra',
  'Malhotra',
  'Pillai',
  'Hegde',
  'Bhat',
  'Agarwal',
  'Mishra',
  'Pandey',
  'Saxena',
  'Kapoor',
  'Naidu',
  'Chauhan',
  'Mukherjee',
  'Deshpande',
  'Verghese',
  'Fernandes',
];

/** The names the generated people are made of (examples elsewhere must avoid them). */
export const DEMO_NAME_LISTS = {
  firstNames: [...BOYS, ...GIRLS, ...FATHERS, ...MOTHERS],
  lastNames: SURNAMES,
} as const;

/** mulberry32: small, fast and the same everywhere (the demo's other generated data uses it too). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type DemoParent = {
  firstName: string;
  lastName: string;
  relation: 'Father' | 'Mother';
  phone: string;
};

export type DemoStudent = {
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  /** yyyy-mm-dd */
  dateOfBirth: string;
  registrationNo: string;
  klass: DemoClass;
  parent: DemoParent;
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function demoStudents(): DemoStudent[] {
  const random = prng(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const sessionYear = Number(DEMO_SESSIONS.active.startDate.slice(0, 4));
  const students: DemoStudent[] = [];
  let serial = 100;
  for (const klass of DEMO_CLASSES) {
    for (let i = 0; i < STUDENTS_PER_CLASS; i += 1) {
      serial += 1;
      const gender = random() < 0.5 ? 'male' : 'female';
      const lastName = pick(SURNAMES);
      const relation = random() < 0.6 ? 'Father' : 'Mother';
      const month = 1 + Math.floor(random() * 12);
      const day = 1 + Math.floor(random() * 28);
      // Born so that the child is `age` at the start of the session (born before 1 April).
      const year = sessionYear - klass.age - (month >= 4 ? 1 : 0);
      students.push({
        firstName: pick(gender === 'male' ? BOYS : GIRLS),
        lastName,
        gender,
        dateOfBirth: `${year}-${pad(month)}-${pad(day)}`,
        registrationNo: `DPS/${pad(serial, 4)}`,
        klass,
        parent: {
          firstName: pick(relation === 'Father' ? FATHERS : MOTHERS),
          lastName,
          relation,
          phone: `9${String(Math.floor(random() * 1e9)).padStart(9, '0')}`,
        },
      });
    }
  }
  return students;
}

/**
 * The five pending direct-admission applications (class names from DEMO_ADMISSION_CLASSES). Each
 * has the PanCard and AdHar documents; `documents` counts them with the certificates after them.
 */
export const DEMO_APPLICATIONS = [
  {
    firstName: 'Advik',
    lastName: 'Menon',
    gender: 'male',
    className: 'Nursery A',
    fatherName: 'Harish Menon',
    motherName: 'Latha Menon',
    email: 'harish.menon@example.com',
    dateOfBirth: '2023-03-11',
    bloodGroup: 'O+',
    phone: '9845012345',
    documents: 3,
    hoursAgo: 70,
  },
  {
    firstName: 'Aisha',
    lastName: 'Khan',
    gender: 'female',
    className: 'LKG A',
    fatherName: 'Imran Khan',
    motherName: 'Farah Khan',
    email: 'farah.khan@example.com',
    dateOfBirth: '2022-07-02',
    bloodGroup: null,
    phone: '9886054321',
    documents: 2,
    hoursAgo: 49,
  },
  {
    firstName: 'Vivaan',
    lastName: 'Bose',
    gender: 'male',
    className: 'Class 1 A',
    // About 6, and only his father's contact: accepting him makes Sourav's account (issue 22).
    fatherName: 'Sourav Bose',
    motherName: 'Rituparna Bose',
    email: 'sourav.bose@example.com',
    dateOfBirth: '2020-05-19',
    bloodGroup: 'B+',
    phone: '9830098765',
    documents: 4,
    hoursAgo: 26,
  },
  {
    firstName: 'Anvi',
    lastName: 'Kulkarni',
    gender: 'female',
    className: 'Class 6 A',
    fatherName: 'Mandar Kulkarni',
    motherName: 'Shruti Kulkarni',
    email: 'shruti.kulkarni@example.com',
    dateOfBirth: '2015-01-27',
    bloodGroup: 'A+',
    phone: '9822011223',
    documents: 4,
    hoursAgo: 9,
  },
  {
    firstName: 'Kabir',
    lastName: 'Sethi',
    gender: 'male',
    className: 'Class 9 A',
    fatherName: 'Gurpreet Sethi',
    motherName: 'Simran Sethi',
    email: 'gurpreet.sethi@example.com',
    dateOfBirth: '2012-10-08',
    bloodGroup: null,
    phone: '9815033445',
    documents: 3,
    hoursAgo: 2,
  },
] as const;
