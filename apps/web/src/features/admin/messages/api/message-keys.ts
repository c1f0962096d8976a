import type { ContactMessageKind, ContactMessageStatus } from '@fengshui/shared/contact-messages';
import { adminKeys } from '../../api/admin-keys.ts';

export interface MessageFilters {
  kind: ContactMessageKind | null;
  status: ContactMessageStatus | null;
  page: number;
}

// The inbox's query keys, under the admin area's root key.
export const messageKeys = {
  lists: () => [...adminKeys.all, 'messages', 'list'] as const,
  list: (filters: MessageFilters) => [...adminKeys.all, 'messages', 'list', filters] as const,
  detail: (messageId: number) => [...adminKeys.all, 'messages', 'detail', messageId] as const,
};
