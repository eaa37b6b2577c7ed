import Box from '@mui/material/Box';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { useCompanyName } from '@/hooks/use-company-name';

/** The company's logo when HR uploaded one (its alt text the company's name), else nothing. */
export function CompanyLogo({ height = 32 }: { height?: number }) {
  const { logoUrl } = usePublicSettings();
  const name = useCompanyName();
  if (!logoUrl) return null;
  return (
    <Box
      component="img"
      src={logoUrl}
      alt={name}
      data-testid="company-logo"
      sx={{ height, width: 'auto', maxWidth: height * 4, objectFit: 'contain', flexShrink: 0, display: 'block' }}
    />
  );
}
