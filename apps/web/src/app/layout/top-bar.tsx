import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TUser } from '@hr/shared';
import { LanguageToggle } from '@/components/language-toggle';
import { CompanyLogo } from '@/components/company-brand';
import { useCompanyName } from '@/hooks/use-company-name';
import { DirectionalIcon } from '@/components/directional-icon';
import { TOP_BAR_HEIGHT, TOUCH, TOUCH_TARGET } from '@/lib/theme';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { UserMenu } from './user-menu';

interface TTopBarProps {
  user: TUser;
  phone: boolean;
  compact: boolean;
  onToggleCompact: () => void;
  onOpenMobileNav: () => void;
}

/** 64px top bar: menu button, the company's logo and name, language switch, notification bell, user menu. */
export function TopBar({ user, phone, compact, onToggleCompact, onOpenMobileNav }: TTopBarProps) {
  const { t } = useTranslation();
  const compactLabel = compact ? t('layout.expandMenu') : t('layout.collapseMenu');
  const company = useCompanyName();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      // Above the permanent side nav (which sits under it); below the phone's temporary drawer.
      sx={{ zIndex: (theme) => (phone ? theme.zIndex.appBar : theme.zIndex.drawer + 1), borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ minHeight: `${TOP_BAR_HEIGHT}px !important`, height: TOP_BAR_HEIGHT, gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {phone ? (
          <IconButton onClick={onOpenMobileNav} aria-label={t('layout.openMenu')} edge="start" data-testid="nav-mobile-toggle">
            <MenuIcon />
          </IconButton>
        ) : (
          <IconButton
              onClick={onToggleCompact}
              aria-label={compactLabel}
              edge="start"
              data-testid="nav-compact-toggle"
            >
              {compact ? <MenuIcon /> : <DirectionalIcon icon={MenuOpenIcon} />}
            </IconButton>
        )}
        <CompanyLogo height={phone ? 28 : 36} />
        <Typography
          component={RouterLink}
          to="/dashboard/default"
          noWrap
          data-testid="company-name"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '1rem', sm: '1.2rem' },
            color: 'primary.main',
            textDecoration: 'none',
            flexShrink: 1,
            minWidth: 0,
            '&:hover': { textDecoration: 'underline' },
            [TOUCH]: { lineHeight: `${TOUCH_TARGET}px` },
          }}
        >
          {company}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <LanguageToggle
          sx={{
            minWidth: 0,
            px: { xs: 1, sm: 1.5 },
            '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
          }}
        />
        <NotificationBell />
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
