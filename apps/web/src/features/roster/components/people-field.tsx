import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TPersonOption } from '@hr/shared';
import { EmployeePicker } from '@/components/employee-picker';
import { screenDigits } from '@/lib/digits';
import { translateValidation } from '@/lib/errors';
import { personName } from '@/lib/names';

/**
 * The people a form's id list (`name`) holds, picked one at a time (by name or company ID) and
 * listed below, each with a button that takes them off the list. The picker empties after each
 * pick, ready for the next; the list empties with the form (a reset).
 */
export function PeopleField<T extends FieldValues>({ control, name }: { control: Control<T>; name: FieldPath<T> }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const { field, fieldState } = useController({ control, name });
  const [people, setPeople] = useState<TPersonOption[]>([]);
  const ids = (field.value as number[] | undefined) ?? [];
  const value = people.filter((p) => ids.includes(p.id));
  const onChange = (list: TPersonOption[]) => {
    setPeople(list);
    field.onChange(list.map((p) => p.id));
  };
  const error = translateValidation(t, fieldState.error?.message);
  // A new picker after each pick, so its fields start empty.
  const [round, setRound] = useState(0);
  const listId = useId();
  return (
    <Box data-testid="people-field">
      <EmployeePicker
        key={round}
        value={null}
        onChange={(p) => {
          if (p && !value.some((v) => v.id === p.id)) onChange([...value, p]);
          setRound((r) => r + 1);
        }}
        label={t('roster.people.name')}
        codeLabel={t('roster.people.code')}
        error={error}
        excludeIds={value.map((p) => p.id)}
        testId="people-picker"
      />
      <Typography variant="body2" sx={{ mt: 1.5, mb: 0.5, fontWeight: 500 }} id={listId}>
        {t('roster.people.chosen', { count: value.length })}
      </Typography>
      {value.length === 0 ? (
        <FormHelperText>{t('roster.people.none')}</FormHelperText>
      ) : (
        <Box component="ul" aria-labelledby={listId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {value.map((p) => (
            <Box
              component="li"
              key={p.id}
              data-testid="chosen-person"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, border: 1, borderColor: 'divider', borderRadius: 4, paddingInlineStart: 1.5, bgcolor: 'grey.50' }}
            >
              <span>
                {personName(p, ar)}{' '}
                <Box component="span" dir="ltr" sx={{ color: 'text.secondary' }}>
                  {screenDigits(p.EmpCode)}
                </Box>
              </span>
              <IconButton size="small" aria-label={t('roster.people.remove', { name: personName(p, ar) })} onClick={() => onChange(value.filter((v) => v.id !== p.id))}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
