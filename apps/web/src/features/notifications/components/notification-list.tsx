import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizeParams, REJECT_REASON_PARAM, type TNotification } from '@hr/shared';
import { formatDateTime, formatRelative } from '@/lib/format';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useDeleteNotification } from '../api/delete-notification';

function NotificationRow({ item, onNavigate, allowDelete }: { item: TNotification; onNavigate?: () => void; allowDelete: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const navigate = useNavigate();
  const notify = useNotify();
  const { timeZone } = usePublicSettings();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const unread = !item.readAt;
  // A rejection says why when the one who decided wrote a reason (the server adds it to the params).
  const reason = item.params[REJECT_REASON_PARAM];
  const text = `${t(`notifications.kinds.${item.kind}`, localizeParams(item.params, lang))}${reason ? ` ${t('notifications.rejectReason', { reason })}` : ''}`;

  const open = () => {
    if (unread) markRead.mutate(item.id);
    // Links are paths inside the portal; anything else is ignored rather than followed.
    if (item.link?.startsWith('/') && !item.link.startsWith('//')) {
      onNavigate?.();
      void navigate(item.link);
    }
  };

  return (
    <ListItem
      disablePadding
      data-testid="notification-item"
      data-unread={unread ? 'true' : 'false'}
      secondaryAction={
        allowDelete ? (
          <IconButton
            edge="end"
            aria-label={t('notifications.delete')}
            onClick={() => remove.mutate(item.id, { onError: (e) => notify(errorMessage(t, e)) })}
            disabled={remove.isPending}
            size="small"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        ) : undefined
      }
      sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <ListItemButton onClick={open} sx={{ alignItems: 'flex-start', gap: 1.5, pe: allowDelete ? 6 : 2 }}>
        <Box
          aria-hidden
          sx={{
            mt: 1,
            width: 10,
            height: 10,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <ListItemText
          primary={
            <>
              {unread && <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{`${t('notifications.unread')}: `}</Box>}
              {text}
            </>
          }
          secondary={
            <time dateTime={item.createdAt} title={formatDateTime(item.createdAt, lang, timeZone)}>
              {formatRelative(item.createdAt, lang)}
            </time>
          }
          slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 400, fontSize: '0.95rem' } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** Notifications with relative times; a click marks one read and opens its link. */
export function NotificationList({
  items,
  onNavigate,
  allowDelete = true,
}: {
  items: TNotification[];
  onNavigate?: () => void;
  allowDelete?: boolean;
}) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }} data-testid="notifications-empty">
        {t('notifications.empty')}
      </Typography>
    );
  }
  return (
    <List disablePadding>
      {items.map((n) => (
        <NotificationRow key={n.id} item={n} onNavigate={onNavigate} allowDelete={allowDelete} />
      ))}
    </List>
  );
}
