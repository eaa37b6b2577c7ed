import { Suspense, useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { hasAnyRole } from '@hr/shared';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { StatusPage } from '@/components/status-page';
import { useNotify } from '@/hooks/use-notify';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth, useUser } from '@/lib/auth';
import { errorMessage } from '@/lib/errors';
import { updatePreferences } from '@/lib/preferences';
import { CONTENT_MAX_WIDTH, TOP_BAR_HEIGHT } from '@/lib/theme';
import type { TRouteHandle } from '../route-handle';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { SkipLink } from './skip-link';
import { MenuBadgesContext } from './menu-badges';
import { useInboxCounts } from '@/hooks/use-inbox-count';

function Forbidden() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.forbidden.title'));
  return <StatusPage kind="403" />;
}

/** layout1: top bar, side navigation (compact mode remembered per user), breadcrumb, content. */
export function Component() {
  const { t } = useTranslation();
  const user = useUser();
  const { setUser } = useAuth();
  const notify = useNotify();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const navigation = useNavigation();
  const location = useLocation();
  const matches = useMatches();

  const required = matches.flatMap((m) => (m.handle as TRouteHandle | undefined)?.roles ?? []);
  const allowed = hasAnyRole(user.roles, required);
  const compact = !phone && user.navCompact;
  const counts = useInboxCounts().data;
  const badges = useMemo(
    () => ({
      '/inbox': counts?.total ?? 0,
      '/team/vacapprovals': counts?.leave ?? 0,
      '/team/otapprovals': counts?.overtime ?? 0,
      '/team/attisuaprv': counts?.attendanceIssue ?? 0,
    }),
    [counts],
  );

  const toggleCompact = useCallback(async () => {
    const next = !user.navCompact;
    setUser({ ...user, navCompact: next });
    try {
      const res = await updatePreferences({ navCompact: next });
      setUser(res.user);
    } catch (e) {
      setUser({ ...user, navCompact: !next });
      notify(errorMessage(t, e));
    }
  }, [user, setUser, notify, t]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <TopBar
        user={user}
        phone={phone}
        compact={compact}
        onToggleCompact={() => void toggleCompact()}
        onOpenMobileNav={() => setMobileOpen(true)}
      />
      <MenuBadgesContext.Provider value={badges}>
        <SideNav roles={user.roles} compact={compact} phone={phone} mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} />
      </MenuBadgesContext.Provider>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', pt: `${TOP_BAR_HEIGHT}px` }}>
        <AppBreadcrumbs />
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          // The page shown and whether another is on its way: screen readers hear the wait, and
          // a browser test knows when the page it moved to is the one on screen.
          aria-busy={navigation.state !== 'idle'}
          data-location={location.pathname + location.search}
          sx={{
            width: '100%',
            maxWidth: CONTENT_MAX_WIDTH,
            mx: 'auto',
            px: { xs: 2, md: 3 },
            py: { xs: 2, md: 3 },
            flex: 1,
            outline: 'none',
          }}
        >
          {/* Fixed under the top bar, but inside the main landmark: all content sits in a landmark (axe's region rule). */}
          <Box sx={{ position: 'fixed', top: TOP_BAR_HEIGHT, insetInlineStart: 0, insetInlineEnd: 0, zIndex: theme.zIndex.appBar, height: 3 }}>
            {navigation.state === 'loading' && <LinearProgress aria-label={t('common.loading')} sx={{ height: 3 }} />}
          </Box>
          {allowed ? (
            <Suspense fallback={<FullPageSpinner label={t('common.loading')} />}>
              <Outlet />
            </Suspense>
          ) : (
            <Forbidden />
          )}
        </Box>
      </Box>
    </Box>
  );
}
