/** The transport screens' addresses. */
export const TRANSPORT_PATH = '/transport';
export const transportationFeePath = (instituteId: string) =>
  `/transport/transportation-fee/${instituteId}`;
