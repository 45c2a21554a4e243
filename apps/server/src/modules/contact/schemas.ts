// The wire shapes of the super admin's contact-request list live in packages/shared (the admin
// console reads them in the browser too).
export {
  type ContactRequestData,
  type ContactRequestPage,
  contactRequestListQuerySchema,
  contactRequestPageSchema,
  contactRequestSchema,
} from '@shala/shared';
