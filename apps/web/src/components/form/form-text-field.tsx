import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '@/lib/errors';
import { TextInput, type TTextInputProps } from './text-input';

type TProps<T extends FieldValues> = Omit<TTextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
};

/** A TextInput bound to react-hook-form; zod messages (translation keys) show translated. */
export function FormTextField<T extends FieldValues>({ control, name, ...props }: TProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...props}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={translateValidation(t, fieldState.error?.message)}
        />
      )}
    />
  );
}
