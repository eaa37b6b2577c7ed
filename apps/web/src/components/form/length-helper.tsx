import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** From this share of the limit on, the field says how much is used: "812 / 1000". */
const SHOW_FROM = 0.8;

/**
 * A field's helper text with the count of characters once the text nears the field's limit, so
 * nothing is cut without notice (a 1,000-character reason and an 80-character name were
 * cut silently). The count is part of the field's description, in the reader's digits and
 * direction; at the limit it says so.
 */
export function LengthHelper({ value, max, children }: { value: string | null | undefined; max: number; children?: ReactNode }) {
  const { t } = useTranslation();
  const length = (value ?? '').length;
  if (length < max * SHOW_FROM) return children ?? null;
  return (
    <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
      <span>{children}</span>
      <Box component="span" data-testid="length-count" sx={{ flexShrink: 0, fontWeight: length >= max ? 600 : undefined }}>
        {length >= max ? t('common.lengthFull', { max }) : t('common.lengthCount', { count: length, max })}
      </Box>
    </Box>
  );
}
