import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TLeaveQuote } from '@hr/shared';
import { formatDate, formatDateRange } from '@/lib/format';
import { HijriDate } from '@/components/hijri-date';
import { screenDigits } from '@/lib/digits';
import { useLeaveNames } from './leave-words';

/**
 * The request form's live summary: days counted, days not counted (rest days, holidays), the
 * balance after it named (a type drawing on another's balance says so: Casual out of Annual) and
 * what a yearly cap leaves.
 */
export function QuoteSummary({
  waiting,
  pickText,
  quote,
  fetching,
  error,
  range,
}: {
  /** The chosen dates, for their Hijri span. */
  range?: { start: string; end: string } | null;
  /** Not enough chosen yet to ask. */
  waiting: boolean;
  pickText: string;
  quote: TLeaveQuote | undefined;
  fetching: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  const { ar } = useLeaveNames();
  const named = (b: { nameEn: string; nameAr: string }) => (ar ? b.nameAr : b.nameEn);
  const figure = (label: string, value: string, testId: string, warn = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 1 }}>
      <Typography component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 600, color: warn ? 'error.main' : 'text.primary' }} data-testid={testId}>
        {screenDigits(value)}
      </Typography>
    </Box>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="quote-title" sx={{ p: { xs: 2, sm: 3 }, position: { lg: 'sticky' }, top: { lg: 88 } }} data-testid="vacation-quote">
      <Typography id="quote-title" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        {t('vacations.quote.title')}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{fetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <Box aria-live="polite">
        {waiting ? (
          <Typography sx={{ color: 'text.secondary' }}>{pickText}</Typography>
        ) : error ? (
          <Alert severity="error" data-testid="vacation-quote-error">
            {error}
          </Alert>
        ) : quote ? (
          <>
            {range && <HijriDate date={range.start} end={range.end} block />}
            <Box component="dl" sx={{ m: 0 }}>
              {figure(t('vacations.quote.days'), String(quote.days), 'quote-days')}
              {quote.remainingAfter !== null &&
                figure(
                  // Which balance: Casual's days come out of Annual's, and the figure is Annual's.
                  quote.balanceType ? t('vacations.quote.remainingAfterOf', { name: named(quote.balanceType) }) : t('vacations.quote.remainingAfter'),
                  String(quote.remainingAfter),
                  'quote-remaining',
                  quote.remainingAfter < 0,
                )}
              {quote.capLeftAfter != null && figure(t('vacations.quote.capLeftAfter'), String(quote.capLeftAfter), 'quote-cap-left', quote.capLeftAfter < 0)}
            </Box>
            {quote.sharedBalance && quote.balanceType && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }} data-testid="quote-shared">
                {t('vacations.quote.sharedNote', { name: named(quote.balanceType) })}
              </Typography>
            )}
            {quote.remainingAfter === null && <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('vacations.quote.noBalance')}</Typography>}
            {quote.remainingAfter !== null && quote.remainingAfter < 0 && (
              <Typography sx={{ color: 'error.main', mt: 1 }}>{t('vacations.quote.overdrawn')}</Typography>
            )}
            {quote.splitsProtected && (
              // Labour Law Art 125: the annual leave of a protected person is taken in one period (decision record: protected annual leave).
              <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="quote-splits-protected">
                {t(`vacations.quote.splitsProtected.${quote.splitsProtected}`)}
              </Alert>
            )}
            {quote.covering.length > 0 && (
              // The person agreed to cover a colleague on some of these days.
              <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="quote-covering">
                {t('vacations.quote.covering', { names: quote.covering.map((c) => `${ar ? c.employee.fullNameAr || c.employee.FullName : c.employee.FullName} (${formatDateRange(c.startDate, c.endDate)})`).join(ar ? '، ' : ', ') })}
              </Alert>
            )}
            {quote.skipped.length > 0 && (
              <>
                <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 2, mb: 1 }}>
                  {t('vacations.quote.skipped')}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="quote-skipped">
                  {quote.skipped.map((s) => (
                    <Typography component="li" key={s.date} variant="body2" sx={{ py: 0.25 }}>
                      <Box component="span" dir="ltr" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatDate(s.date)}
                      </Box>
                      {' · '}
                      {s.kind === 'holiday' ? (ar ? s.nameAr || s.nameEn : s.nameEn || s.nameAr) : t('vacations.quote.rest')}
                    </Typography>
                  ))}
                </Box>
              </>
            )}
          </>
        ) : null}
      </Box>
    </Paper>
  );
}
