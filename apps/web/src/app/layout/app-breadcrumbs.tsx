import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router';
import { hasAnyRole, type TMenuGroup } from '@hr/shared';
import { DirectionalIcon } from '@/components/directional-icon';
import { useUser } from '@/lib/auth';
import type { TRouteHandle } from '../route-handle';
import { menuGroupOf, type TMenuKey } from './navigation';

/**
 * A home link to / plus the route's segments (translated); lives in a labelled <nav>. A group
 * segment with a menuPath names the group the user's own menu shows that page in.
 */
export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const { roles } = useUser();
  const matches = useMatches();
  const crumbs = matches
    .flatMap((m) => (m.handle as TRouteHandle | undefined)?.crumbs ?? [])
    .map((c) => {
      // The organisation's version of a team page names itself so, as its title does.
      if (c.orgKey && hasAnyRole(roles, ['hr', 'admin', 'site_hr'])) return { ...c, key: c.orgKey };
      if (!c.menuPath || !c.key.startsWith('menu.groups.')) return c;
      const group = menuGroupOf(c.menuPath, roles, c.key.slice('menu.groups.'.length) as TMenuGroup);
      return group ? { ...c, key: `menu.groups.${group}` satisfies TMenuKey } : c;
    });
  return (
    <Breadcrumbs
      aria-label={t('layout.breadcrumb')}
      separator={<DirectionalIcon icon={NavigateNextIcon} fontSize="small" />}
      sx={{ px: { xs: 2, md: 3 }, pt: 2, maxWidth: 1200, width: '100%', mx: 'auto' }}
      data-testid="breadcrumb"
    >
      <Link component={RouterLink} to="/" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} color="inherit">
        <HomeIcon fontSize="small" aria-hidden />
        {t('layout.home')}
      </Link>
      {crumbs.map((c, i) => {
        const last = i === crumbs.length - 1;
        if (c.path && !last) {
          return (
            <Link key={c.key} component={RouterLink} to={c.path} color="inherit">
              {t(c.key)}
            </Link>
          );
        }
        return (
          <Typography key={c.key} sx={{ color: last ? 'text.primary' : 'text.secondary' }} aria-current={last ? 'page' : undefined}>
            {t(c.key)}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
