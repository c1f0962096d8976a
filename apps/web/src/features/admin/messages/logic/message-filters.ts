import {
  type ContactMessageKind,
  type ContactMessageStatus,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
} from '@fengshui/shared/contact-messages';
import { idFromText } from '@fengshui/shared/web-routes';
import { pageFromParams } from '../../logic/page-param.ts';
import type { MessageFilters } from '../api/message-keys.ts';

// The inbox's filters and the open message live in the address (?kind=&status=&page=&id=).

const isKind = (value: string): value is ContactMessageKind =>
  (MESSAGE_KINDS as readonly string[]).includes(value);
const isStatus = (value: string): value is ContactMessageStatus =>
  (MESSAGE_STATUSES as readonly string[]).includes(value);

export function readMessageFilters(params: URLSearchParams): MessageFilters {
  const kind = params.get('kind') ?? '';
  const status = params.get('status') ?? '';
  return {
    kind: isKind(kind) ? kind : null,
    status: isStatus(status) ? status : null,
    page: pageFromParams(params),
  };
}

/** The message opened by ?id= (the link in the shop's e-mail), if any. */
export function readOpenMessageId(params: URLSearchParams): number | null {
  return idFromText(params.get('id'));
}

export function messageFiltersToParams(
  filters: MessageFilters,
  openId: number | null = null,
): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (openId !== null) params.set('id', String(openId));
  return params;
}

export const KIND_LABELS: Record<ContactMessageKind, string> = {
  contact: 'Contact',
  appointment: 'Appointment',
};

export const STATUS_LABELS: Record<ContactMessageStatus, string> = {
  new: 'New',
  replied: 'Replied',
  closed: 'Closed',
};

/** A mailto: link answering the message, with "Re:" and the subject. */
export function replyLink(message: { email: string; subject: string }): string {
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}
