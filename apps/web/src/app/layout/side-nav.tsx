import { Fragment, useContext, useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Badge from '@mui/material/Badge';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '@/lib/visually-hidden';
import TranslateIcon from '@mui/icons-material/Translate';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { hasAnyRole, menuGroupsFor, type TRole } from '@hr/shared';
import { RouterLinkBehavior } from '@/components/router-link';
import { useLanguage } from '@/hooks/use-language';
import { screenCount, screenDigits } from '@/lib/digits';
import { SIDE_NAV_COMPACT_WIDTH, SIDE_NAV_WIDTH, TOP_BAR_HEIGHT } from '@/lib/theme';
import { MenuBadgesContext, useMenuBadge } from './menu-badges';
import { MENU, type TMenuItem } from './navigation';

interface TSideNavProps {
  roles: readonly TRole[];
  compact: boolean;
  phone: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

function NavLinkItem({ item, compact, depth, onNavigate }: { item: TMenuItem; compact: boolean; depth: number; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const selected = !!item.path && (pathname === item.path || pathname.startsWith(`${item.path}/`));
  const Icon = item.icon;
  const live = useMenuBadge(item.path);
  const badge = item.badge ?? (live > 0 ? { value: live, color: 'error' as const } : undefined);
  const count = badge ? (typeof badge.value === 'number' ? screenCount(badge.value) : screenDigits(badge.value)) : undefined;
  const label = badge ? `${t(item.name)} (${count})` : t(item.name);
  const icon = Icon ? (
    <Badge color={badge?.color ?? 'primary'} badgeContent={count} invisible={!badge || !compact} aria-hidden>
      <Icon />
    </Badge>
  ) : null;
  const button = (
    <ListItemButton
      LinkComponent={RouterLinkBehavior}
      href={item.path ?? "#"}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={onNavigate}
      sx={{
        minHeight: 48,
        borderRadius: 2,
        mx: 1,
        ps: compact ? 0 : 2 + depth * 2,
        justifyContent: compact ? 'center' : 'flex-start',
        '&.Mui-selected': { color: 'primary.dark', '& .MuiListItemIcon-root': { color: 'primary.dark' } },
      }}
    >
      {icon && <ListItemIcon sx={{ minWidth: compact ? 0 : 40, justifyContent: 'center' }}>{icon}</ListItemIcon>}
      <ListItemText primary={t(item.name)} sx={compact ? visuallyHidden : undefined} />
      {badge && (
        <Box component="span" sx={visuallyHidden}>{` (${count})`}</Box>
      )}
      {/* A pill in the line's flow, not a floating badge: in Arabic the floating one ran into the label. */}
      {!compact && badge && (
        <Box
          component="span"
          aria-hidden
          data-testid={`menu-badge-${item.path}`}
          sx={{ flexShrink: 0, marginInlineStart: 1, minWidth: 20, height: 20, px: 0.75, borderRadius: 10, bgcolor: `${badge.color ?? 'primary'}.main`, color: `${badge.color ?? 'primary'}.contrastText`, fontSize: 12, fontWeight: 500, lineHeight: '20px', textAlign: 'center' }}
        >
          {count}
        </Box>
      )}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {compact ? (
        <Tooltip title={label} placement="right" describeChild>
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}

function NavGroupItem({ item, compact, roles, onNavigate }: { item: TMenuItem; compact: boolean; roles: readonly TRole[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const children = (item.children ?? []).filter((c) => hasAnyRole(roles, c.roles));
  const [open, setOpen] = useState(() => children.some((c) => c.path && pathname.startsWith(c.path)));
  const Icon = item.icon;
  const badges = useContext(MenuBadgesContext);
  // While the group is closed, its links' counts show on it.
  const hidden = open ? 0 : children.reduce((n, c) => n + (c.path ? (badges[c.path] ?? 0) : 0), 0);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={{ minHeight: 48, borderRadius: 2, mx: 1 }}>
        {Icon && (
          <ListItemIcon sx={{ minWidth: compact ? 0 : 40 }}>
            {/* No badge at all without a count: an invisible badge still held a "0" that screen
                readers read before the group's name ("0 Vacations"). */}
            {hidden > 0 ? (
              <Badge color="error" badgeContent={screenCount(hidden)} slotProps={{ badge: { 'aria-hidden': true } as object }}>
                <Icon />
              </Badge>
            ) : (
              <Icon />
            )}
          </ListItemIcon>
        )}
        <ListItemText primary={t(item.name)} sx={compact ? visuallyHidden : undefined} />
        {!compact && (open ? <ExpandLess /> : <ExpandMore />)}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List disablePadding>
          {children.map((c) => (
            <NavLinkItem key={c.name} item={c} compact={compact} depth={1} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

function NavContent({ roles, compact, onNavigate }: { roles: readonly TRole[]; compact: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const next = language === 'ar' ? 'en' : 'ar';
  const groups = menuGroupsFor(roles);
  const switchLabel = next === 'ar' ? t('language.switchToAr') : t('language.switchToEn');

  return (
    <Box component="nav" aria-label={t('layout.mainMenu')} data-testid="side-nav" sx={{ py: 1, overflowX: 'hidden' }}>
      {groups.map((group, index) => {
        const items = MENU[group].filter((i) => hasAnyRole(roles, i.roles));
        const label = items.find((i) => i.type === 'label');
        const headingId = `menu-group-${group}`;
        return (
          <Fragment key={group}>
            {index > 0 && compact && <Divider sx={{ my: 1 }} />}
            <List
              aria-labelledby={headingId}
              subheader={
                <ListSubheader
                  id={headingId}
                  data-testid={`menu-group-${group}`}
                  disableSticky
                  sx={[
                    { fontWeight: 700, lineHeight: '40px', color: 'text.secondary', bgcolor: 'transparent' },
                    compact ? visuallyHidden : {},
                  ]}
                >
                  {label ? t(label.name) : t(`menu.groups.${group}`)}
                </ListSubheader>
              }
            >
              {items.map((item) => {
                if (item.type === 'link') return <NavLinkItem key={item.name} item={item} compact={compact} depth={0} onNavigate={onNavigate} />;
                if (item.type === 'group')
                  return <NavGroupItem key={item.name} item={item} compact={compact} roles={roles} onNavigate={onNavigate} />;
                return null;
              })}
            </List>
          </Fragment>
        );
      })}
      <Divider sx={{ my: 1 }} />
      <List>
        {(() => {
          const button = (
            <ListItemButton
              onClick={() => {
                void changeLanguage(next);
                onNavigate?.();
              }}
              data-testid="menu-language-switch"
              sx={{ minHeight: 48, borderRadius: 2, mx: 1, justifyContent: compact ? 'center' : 'flex-start' }}
            >
              <ListItemIcon sx={{ minWidth: compact ? 0 : 40, justifyContent: 'center' }}>
                <TranslateIcon />
              </ListItemIcon>
              <ListItemText primary={switchLabel} sx={compact ? visuallyHidden : undefined} />
            </ListItemButton>
          );
          return (
            <ListItem disablePadding>
              {compact ? (
                <Tooltip title={switchLabel} placement="right" describeChild>
                  {button}
                </Tooltip>
              ) : (
                button
              )}
            </ListItem>
          );
        })()}
      </List>
    </Box>
  );
}

/** 260px side navigation (80px compact) on larger screens; a temporary drawer on phones (< 767px). */
export function SideNav({ roles, compact, phone, mobileOpen, onMobileClose }: TSideNavProps) {
  const { t } = useTranslation();
  if (phone) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        ModalProps={{ keepMounted: false }}
        slotProps={{ paper: { sx: { width: SIDE_NAV_WIDTH }, 'aria-label': t('layout.mainMenu') } as object }}
      >
        <NavContent roles={roles} compact={false} onNavigate={onMobileClose} />
      </Drawer>
    );
  }
  const width = compact ? SIDE_NAV_COMPACT_WIDTH : SIDE_NAV_WIDTH;
  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
        '& .MuiDrawer-paper': {
          width,
          top: TOP_BAR_HEIGHT,
          height: `calc(100% - ${TOP_BAR_HEIGHT}px)`,
          // The border sits outside the width, so the <nav> itself is exactly 260px (80px compact).
          boxSizing: 'content-box',
          overflowX: 'hidden',
          transition: (theme) => theme.transitions.create('width'),
        },
      }}
    >
      <NavContent roles={roles} compact={compact} />
    </Drawer>
  );
}
