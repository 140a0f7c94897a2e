import type { ContactRequest, ContactResult } from '@orca/contracts';
import { api } from '../../../lib/api-client';

/** POST /contact: the message becomes a support ticket answered by email. */
export const sendContact = (body: ContactRequest) => api<ContactResult>('POST', '/contact', body);
