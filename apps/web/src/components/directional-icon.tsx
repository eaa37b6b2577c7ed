import type { ComponentType } from 'react';
import { useTheme } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/** Chevrons and arrows point the other way in Arabic. */
export function DirectionalIcon({ icon: Icon, sx, ...props }: SvgIconProps & { icon: ComponentType<SvgIconProps> }) {
  const theme = useTheme();
  const flip = theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {};
  return <Icon {...props} sx={[flip, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
