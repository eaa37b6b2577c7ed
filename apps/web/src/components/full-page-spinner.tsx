import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Centered spinner while the session is being checked or a page chunk loads. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '60vh', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', flex: 1 }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
