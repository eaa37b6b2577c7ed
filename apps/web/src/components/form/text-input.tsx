import { useId, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';

export interface TTextInputProps {
  name: string;
  label: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Translated error message; shown instead of the helper text. */
  error?: string;
  helperText?: ReactNode;
  type?: 'text' | 'email' | 'search' | 'tel';
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** A password input with a labelled show/hide button. */
  password?: boolean;
  /** Arabic-Indic digits typed here become ASCII digits (an ID, a phone; lib/latin-digits). */
  latinDigits?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * An outlined text field with label, helper/error text and an optional show/hide button for
 * passwords. Built from FormControl + OutlinedInput rather than TextField, which would pull
 * Select and Menu into the sign-in page's first load.
 */
export function TextInput({
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  helperText,
  type = 'text',
  autoComplete,
  autoFocus,
  required,
  disabled,
  password,
  latinDigits,
  sx,
}: TTextInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const helperId = `${id}-helper`;
  const [visible, setVisible] = useState(false);
  const message = error ?? helperText;
  return (
    // `required` goes on the input only (aria-required, no visual asterisk): the label text stays
    // exactly the field's name ('Password'), which is what people and tests look for.
    <FormControl variant="outlined" fullWidth error={!!error} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        inputRef={inputRef}
        label={label}
        required={required}
        type={password ? (visible ? 'text' : 'password') : type}
        inputProps={latinDigits ? { 'data-digits': 'latin' } : undefined}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={message ? helperId : undefined}
        endAdornment={
          password ? (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(e) => e.preventDefault()}
                edge="end"
                aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
                aria-pressed={visible}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
