import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * One fact of a list row shown as a card on phones: the column's name, then its value, on one
 * line of a `<dl>` (the label column a fixed share of the card).
 */
export function CardFact({ label, children, testId, labelWidth = '40%' }: { label: string; children: ReactNode; testId?: string; labelWidth?: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: `${labelWidth} 1fr`, gap: 1, py: 0.25 }} data-testid={testId}>
      <Typography variant="body2" component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
