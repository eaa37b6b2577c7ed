import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TUser } from '@hr/shared';
import { useAuth } from '@/lib/auth';
import { initials } from '@/lib/initials';

export function displayName(user: Pick<TUser, 'FullName' | 'fullNameAr'>, language: string): string {
  return language === 'ar' ? user.fullNameAr || user.FullName : user.FullName;
}

/** Avatar button: name, company ID, 'My account' and 'Log out'. */
export function UserMenu({ user }: { user: TUser }) {
  const { t, i18n } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Popover positions are physical: open towards the inline start in both directions.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const menuId = useId();
  const name = displayName(user, i18n.language);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('layout.userMenu', { name })}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid="user-menu-button"
        sx={{ p: 0.5 }}
      >
        {/* Initials through CSS content, so the visible letters do not compete with the button's name. */}
        <Avatar
          aria-hidden
          data-initials={initials(name)}
          sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: '1rem', '&::before': { content: 'attr(data-initials)' } }}
        >
          {' '}
        </Avatar>
      </IconButton>
      {/* A small dialog: who is signed in, then a menu of actions (Popover + MenuList). */}
      <Popover
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('layout.userMenu', { name }), sx: { minWidth: 240 } } as object }}
      >
        <Box sx={{ px: 2, py: 1.5 }} data-testid="user-menu-info">
          <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('layout.companyId', { code: user.EmpCode })}
          </Typography>
        </Box>
        <Divider />
        <MenuList autoFocusItem={!!anchor} aria-label={t('layout.userMenu', { name })}>
          <MenuItem
            onClick={() => {
              close();
              void navigate('/self/account');
            }}
            data-testid="my-account"
          >
            <ListItemIcon>
              <ManageAccountsIcon fontSize="small" />
            </ListItemIcon>
            {t('layout.myAccount')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              close();
              void signOut();
            }}
            data-testid="logout"
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {t('layout.logout')}
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
