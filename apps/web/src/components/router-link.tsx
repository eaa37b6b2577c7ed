import { forwardRef } from 'react';
import { Link as RrLink, type LinkProps as RrLinkProps } from 'react-router';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';

/** Lets MUI components (Button, ListItemButton, MenuItem) navigate with react-router. */
export const RouterLinkBehavior = forwardRef<HTMLAnchorElement, Omit<RrLinkProps, 'to'> & { href: RrLinkProps['to'] }>(
  function RouterLinkBehavior({ href, ...props }, ref) {
    return <RrLink ref={ref} to={href} {...props} />;
  },
);

/** A MUI Link that navigates inside the app. */
export function AppLink({ to, ...props }: Omit<MuiLinkProps, 'href'> & { to: string }) {
  return <MuiLink component={RrLink} to={to} {...props} />;
}
