import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { APPROVAL_KIND_WORDS, type TMyPendingItem } from '@hr/shared';
import { AppLink } from '@/components/router-link';
import { HijriDate } from '@/components/hijri-date';
import { screenDigits } from '@/lib/digits';
import { formatDate } from '@/lib/format';
import { dateLabel } from '@/lib/time-span';
import { personName } from '@/lib/names';
import { useMyPending } from '../api/dashboard-api';
import { numberIn } from './chart-colours';
import { Widget } from './widget';

const listSx = { m: 0, p: 0, listStyle: 'none', '& > li': { py: 0.75, borderBottom: 1, borderColor: 'divider' }, '& > li:last-of-type': { borderBottom: 0 } };

/** A request's words in the page's language: `typeAr` for `type` in Arabic, and so on. */
const wordsIn = (item: TMyPendingItem, ar: boolean) => (key: string) => String((ar ? item.params[`${key}Ar`] : undefined) ?? item.params[key] ?? '');
/** "2027-03-04" or "2027-03-04 / 2027-03-11" (a swap of two days) as the screen shows dates. */
const datesOf = (value: string) => value.split(' / ').map((d) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? formatDate(d) : screenDigits(d))).join(' / ');

/** What one waiting request is, in a line: its kind's own words. */
function useDescribe() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (item: TMyPendingItem): string => {
    const w = wordsIn(item, ar);
    // Each date, and a span of times, in an isolate of its own: digits never mix with the words around them.
    const from = item.startDate ? dateLabel(item.startDate) : '';
    const to = item.endDate ? dateLabel(item.endDate) : from;
    const span = `${ar ? '\u2067' : '\u2066'}${screenDigits(w('from'))} – ${screenDigits(w('to'))}\u2069`;
    switch (item.kind) {
      case 'leave':
        return item.startDate === item.endDate ? t('dashboard.pending.kinds.leaveDay', { type: w('type'), date: from }) : t('dashboard.pending.kinds.leave', { type: w('type'), from, to });
      case 'leave_change':
        return t('dashboard.pending.kinds.leave_change', { type: w('type'), from, to });
      case 'overtime':
        return t('dashboard.overtimePending.item', { date: from, hours: numberIn(i18n.language, Number(item.params.hours ?? 0)) });
      case 'permission':
        return t('dashboard.pending.kinds.permission', { type: w('type'), date: from, span });
      case 'attendance_issue':
        return t('dashboard.pending.kinds.attendance_issue', { type: w('type'), time: screenDigits(w('time')) });
      case 'shift_swap':
      case 'shift_swap_colleague':
        return t('dashboard.pending.kinds.shift_swap', { colleague: w('colleague'), date: datesOf(w('date')) });
      default:
        return t('dashboard.pending.kinds.other', { kind: APPROVAL_KIND_WORDS[item.kind]?.[ar ? 'ar' : 'en'] ?? item.kind });
    }
  };
}

/** Whom it waits on: the colleague's answer, a person and what they are to me, HR or site HR. */
function useWaitingOn() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (item: TMyPendingItem): string => {
    const { person, pool, role } = item.waitingOn;
    if (item.kind === 'shift_swap_colleague') return t('dashboard.pending.waitingAnswer', { name: wordsIn(item, ar)('colleague') });
    if (person) {
      const name = personName(person, ar);
      return role && role !== 'person' ? t('dashboard.pending.waitingOnAs', { name, role: t(`approvalChains.roles.${role}`) }) : t('dashboard.pending.waitingOn', { name });
    }
    return pool === 'site_hr' ? t('dashboard.pending.waitingOnSiteHr') : t('dashboard.pending.waitingOnHr');
  };
}

/**
 * My requests still waiting for a decision, of every kind (leave, changes to leave, overtime,
 * permissions, missed punches, shift swaps): each links to where I follow it and says whom it
 * waits on; the oldest first, with how many more there are.
 */
export function MyPendingWidget() {
  const { t } = useTranslation();
  const q = useMyPending();
  const items = q.data?.items ?? [];
  const more = (q.data?.total ?? 0) - items.length;
  const describe = useDescribe();
  const waitingOn = useWaitingOn();
  return (
    <Widget id="pending-widget" title={t('dashboard.pending.title')} query={q} empty={items.length ? null : t('dashboard.pending.empty')}>
      <Box component="ul" sx={listSx}>
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} data-testid={`pending-${item.kind}`}>
            <AppLink to={item.link}>{describe(item)}</AppLink>
            {item.kind === 'leave' && item.startDate && <HijriDate date={item.startDate} end={item.endDate ?? item.startDate} block />}
            {item.kind === 'leave' && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('dashboard.pending.days', { days: screenDigits(String(item.params.days ?? '')) })}
              </Typography>
            )}
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="pending-waiting-on">
              {waitingOn(item)}
            </Typography>
          </li>
        ))}
      </Box>
      {more > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} data-testid="pending-more">
          {t('dashboard.pending.more', { count: more })}
        </Typography>
      )}
    </Widget>
  );
}
