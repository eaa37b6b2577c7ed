import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TPersonOption } from '@hr/shared';
import { EmployeePicker } from '@/components/employee-picker';
import { translateValidation } from '@/lib/errors';

/**
 * The team member a request is filed for (a manager or HR filing for someone): the person picker
 * bound to the form's id field, its error under it. The picked person stays with the caller, who
 * may need more than the id (their name, their quota).
 */
export function TeamPersonField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  value: TPersonOption | null;
  onPick: (p: TPersonOption | null) => void;
  label: string;
  codeLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <EmployeePicker
      value={props.value}
      onChange={(p) => {
        props.onPick(p);
        field.onChange(p?.id);
      }}
      label={props.label}
      codeLabel={props.codeLabel}
      error={translateValidation(t, fieldState.error?.message)}
      testId={props.testId}
    />
  );
}
