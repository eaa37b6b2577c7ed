import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The one h1 of a page inside the layout, an optional intro line, and the document title. */
export function PageHeader({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}>
      <Box>
        <Typography variant="h1">{title}</Typography>
        {intro && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{intro}</Typography>}
      </Box>
      {actions}
    </Box>
  );
}
