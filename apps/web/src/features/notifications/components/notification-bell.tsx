import { useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { screenCount } from '@/lib/digits';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useDeleteAllNotifications } from '../api/delete-all-notifications';
import { NotificationList } from './notification-list';

/** The bell in the top bar: unread badge and a panel (mark read, mark all, delete, delete all). */
export function NotificationBell() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmDeleteAll, setConfirmDeleteAll] = useState(false);
  // Popover positions are physical: open towards the inline start in both directions.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const panelId = useId();
  const headingId = useId();
  const open = !!anchor;
  const unreadQuery = useUnreadCount();
  const list = useNotifications(open);
  const markAll = useMarkAllNotificationsRead();
  const deleteAll = useDeleteAllNotifications();

  const unread = list.data?.pages[0]?.unread ?? unreadQuery.data?.unread ?? 0;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const label = unread > 0 ? t('notifications.buttonUnread', { unread }) : t('notifications.button');

  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? panelId : undefined}
        data-testid="notifications-button"
      >
        {/* No badge at all at zero: a hidden '0' would still count as the button's visible text. */}
        {unread > 0 ? (
          <Badge badgeContent={screenCount(unread)} color="primary" data-testid="notifications-badge">
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
      <Popover
        id={panelId}
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: 'min(560px, calc(100vh - 96px))', display: 'flex', flexDirection: 'column' },
          } as object,
        }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
          <Typography variant="h2" id={headingId} sx={{ fontSize: '1.1rem' }}>
            {t('notifications.title')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              startIcon={<DoneAllIcon />}
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate(undefined, { onError: (e) => notify(errorMessage(t, e)) })}
              data-testid="notifications-mark-all"
            >
              {t('notifications.markAllRead')}
            </Button>
            <Button
              size="small"
              color="inherit"
              startIcon={<DeleteSweepIcon />}
              disabled={items.length === 0 || deleteAll.isPending}
              onClick={() => setConfirmDeleteAll(true)}
              aria-haspopup="dialog"
              data-testid="notifications-delete-all"
            >
              {t('notifications.deleteAll')}
            </Button>
          </Box>
        </Box>
        <Divider />
        <Box sx={{ overflowY: 'auto', flex: 1 }} data-testid="notifications-panel">
          {list.isPending ? (
            <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
              <CircularProgress size={28} aria-label={t('common.loading')} />
            </Box>
          ) : list.isError ? (
            <Typography color="error" role="alert" sx={{ p: 2 }}>
              {errorMessage(t, list.error)}
            </Typography>
          ) : (
            <NotificationList items={items} onNavigate={() => setAnchor(null)} />
          )}
          {list.hasNextPage && (
            <Box sx={{ p: 1, textAlign: 'center' }}>
              <Button size="small" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {t('notifications.loadMore')}
              </Button>
            </Box>
          )}
        </Box>
      </Popover>
      <ConfirmDialog
        open={confirmDeleteAll}
        title={t('notifications.deleteAllConfirm.title')}
        text={t('notifications.deleteAllConfirm.text')}
        confirmLabel={t('notifications.deleteAll')}
        pending={deleteAll.isPending}
        onClose={() => setConfirmDeleteAll(false)}
        onConfirm={() =>
          deleteAll.mutate(undefined, {
            onSuccess: () => setConfirmDeleteAll(false),
            onError: (e) => {
              setConfirmDeleteAll(false);
              notify(errorMessage(t, e));
            },
          })
        }
        testId="notifications-delete-all-confirm"
      />
    </>
  );
}
