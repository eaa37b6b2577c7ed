import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * Cancel and Save (a submit button) at the foot of a form dialog. One submit at a time (* a double click saved twice): from the first submit Save is disabled and a second submit (a second
 * click, Enter) is ignored, through the form's check and until the save (`saving`) is over. The
 * form's check refusing the input frees Save at once; a save that ends (saved or refused) frees it.
 */
export function FormDialogActions<T extends FieldValues, C, O>({ onCancel, saving, control }: { onCancel: () => void; saving: boolean; control: Control<T, C, O> }) {
  const { t } = useTranslation();
  const { isSubmitting, isSubmitSuccessful, submitCount } = useFormState({ control });
  const button = useRef<HTMLButtonElement>(null);
  /** Set by a submit, synchronously: React has not rendered the disabled button yet when a second click comes. */
  const inFlight = useRef<{ submitCount: number; sawSaving: boolean } | null>(null);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    const onSubmit = (e: Event) => {
      if (inFlight.current) {
        e.preventDefault();
        e.stopImmediatePropagation();
        return;
      }
      inFlight.current = { submitCount, sawSaving: false };
      setHeld(true);
    };
    // On the form itself: before React's handler (delegated to the document's containers) sees the event.
    form.addEventListener('submit', onSubmit, true);
    return () => form.removeEventListener('submit', onSubmit, true);
  }, [submitCount]);

  useEffect(() => {
    const flight = inFlight.current;
    if (!flight) return;
    if (saving) flight.sawSaving = true;
    const checked = !isSubmitting && submitCount > flight.submitCount;
    const over = flight.sawSaving ? !saving : checked && !isSubmitSuccessful;
    if (over) {
      inFlight.current = null;
      setHeld(false);
    }
  }, [saving, isSubmitting, isSubmitSuccessful, submitCount]);

  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button ref={button} type="submit" variant="contained" disabled={saving || isSubmitting || held}>
        {t('common.save')}
      </Button>
    </DialogActions>
  );
}
