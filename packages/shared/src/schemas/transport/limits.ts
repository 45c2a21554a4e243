/** The platform's own bounds for transport (the spec sets none). */
export const TRANSPORT_NAME_MAX = 100;
export const TRANSPORT_CAPACITY_MAX = 200;
export const TRANSPORT_INSTALMENTS_MAX = 12;
export const REGISTRATION_NUMBER_MAX = 20;
