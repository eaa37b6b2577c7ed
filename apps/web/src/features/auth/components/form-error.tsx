import Typography from '@mui/material/Typography';

/** The server error under a form: red, announced (role="alert"). */
export function FormError({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <Typography color="error" role="alert" data-testid={testId} sx={{ mt: 2, fontWeight: 500 }}>
      {message}
    </Typography>
  );
}
