import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { LAW_AREAS, LAW_READINGS, LAW_RULES, type TLawArea, type TLawReadingId, type TLawReadings, type TLawRule } from '@hr/shared';
import type { TResources } from '@hr/shared/i18n/en';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/hooks/use-notify';
import { screenDigits } from '@/lib/digits';
import { errorMessage } from '@/lib/errors';
import { useLabourLaw, useSaveLawReadings } from '../api/labour-law-api';

/** "Labour Law 14/2025, Art 124 ¶1", in the page's language and digits. */
function useArticleLabel() {
  const { t } = useTranslation();
  return (r: TLawRule) => {
    const article = screenDigits(r.article);
    const where = r.paragraph ? t('law.articleParagraph', { article, paragraph: screenDigits(r.paragraph) }) : t('law.article', { article });
    return t('law.citation', { source: t(`law.sources.${r.source}`), article: where });
  };
}

/** An option's words: the registry's options are exactly the dictionary's keys (labour-law.test.ts checks it). */
const optionKey = (id: TLawReadingId, option: string) => `law.readings.${id}.options.${option}` as 'law.readings.priorService.options.any_employer';

/** One reading the law leaves open: its options as radio buttons, saved with a button (audited). */
function ReadingForm({ id, readings }: { id: TLawReadingId; readings: TLawReadings }) {
  const { t } = useTranslation();
  const labelId = useId();
  const notify = useNotify();
  const save = useSaveLawReadings();
  const [value, setValue] = useState<string>(readings[id]);
  const changed = value !== readings[id];
  return (
    <Box
      component="form"
      sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ ...readings, [id]: value } as TLawReadings, {
          onSuccess: () => notify(t('law.readingSaved'), 'success'),
          onError: (err) => notify(errorMessage(t, err)),
        });
      }}
    >
      <FormControl>
        <FormLabel id={labelId}>
          {t('law.readingLabel')}: {t(`law.readings.${id}.label`)}
        </FormLabel>
        <RadioGroup aria-labelledby={labelId} name={`reading-${id}`} value={value} onChange={(e) => setValue(e.target.value)}>
          {LAW_READINGS[id].options.map((o) => (
            <FormControlLabel key={o} value={o} control={<Radio />} label={t(optionKey(id, o))} sx={{ minHeight: 44 }} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box>
        <Button type="submit" variant="contained" disabled={!changed || save.isPending} sx={{ mt: 1, minHeight: 44 }}>
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}

function AreaSection({ area, readings }: { area: TLawArea; readings: TLawReadings | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  const article = useArticleLabel();
  const rules = LAW_RULES.filter((r) => r.area === area);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }} data-testid={`law-area-${area}`}>
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t(`law.areas.${area}`)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rules.map((r) => (
          <Box component="li" key={r.id} data-testid={`law-rule-${r.id}`} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              {article(r)}
            </Typography>
            <Typography>{t(`law.rules.${r.id as keyof TResources['law']['rules']}`)}</Typography>
            {r.reading && readings && <ReadingForm id={r.reading} readings={readings} />}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * HR's Labour law page: every rule of Law 14/2025 and its decrees the portal applies, by area, each
 * with its article, and the reading in force where the text leaves one open (hr and admin).
 */
export function LabourLawView() {
  const { t } = useTranslation();
  const query = useLabourLaw();
  return (
    <>
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(t, query.error)}
        </Alert>
      )}
      {LAW_AREAS.filter((a) => LAW_RULES.some((r) => r.area === a)).map((a) => (
        <AreaSection key={a} area={a} readings={query.data?.readings ?? null} />
      ))}
    </>
  );
}
