import { API, type ContactInput } from '@shala/shared';
import { http } from '../../core/http';

export const contactApi = {
  send: (input: ContactInput) => http<{ message: string }>('POST', API.contact, input),
};

/** How to reach the company (spec §2.1 "Contact us"). */
export const COMPANY = {
  name: 'Shala Education Technologies Pvt. Ltd.',
  phone: '+91 80 4000 0000',
  phoneHref: 'tel:+918040000000',
  email: 'hello@shala.example',
  address: [
    '4th Floor, 12 Residency Road',
    'Shanthala Nagar, Bengaluru',
    'Karnataka 560025, India',
  ],
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
} as const;
