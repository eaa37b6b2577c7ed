import { UNREAD_COUNT_KEY } from '@/lib/shell-keys';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  unread: () => UNREAD_COUNT_KEY,
};
