import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TEmployee } from '@hr/shared';
import { formatDate } from '@/lib/format';

/** The day of an instant on this device, as 'YYYY-MM-DD'. */
const localDay = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The account's true state: inactive, locked, active, invited on a day by e-mail or slip, or not invited. */
export function InvitationStatus({ e }: { e: Pick<TEmployee, 'active' | 'lockedUntil' | 'activated' | 'invitedAt' | 'invitedVia'> }) {
  const { t } = useTranslation();
  if (!e.active) return <Chip size="small" label={t('employees.status.inactive')} />;
  if (e.lockedUntil) return <Chip size="small" color="warning" label={t('employees.status.locked')} />;
  if (e.activated) return <Chip size="small" color="success" variant="outlined" label={t('employees.status.active')} />;
  if (e.invitedAt) {
    const date = formatDate(localDay(e.invitedAt));
    return <Chip size="small" color="info" variant="outlined" label={e.invitedVia === 'slip' ? t('invitations.status.invitedSlip', { date }) : t('invitations.status.invitedEmail', { date })} />;
  }
  return <Chip size="small" variant="outlined" label={t('invitations.status.notInvited')} />;
}
