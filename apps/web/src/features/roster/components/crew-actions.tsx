import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';

/**
 * A crew's four actions: icon buttons on a wide screen; on a phone one button that opens them as
 * a menu (four icons made the crews table scroll sideways at 390 px).
 */
export function CrewActions({ name, onAssign, onAdd, onEdit, onDelete }: { name: string; onAssign: () => void; onAdd: () => void; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const actions = [
    { label: t('roster.crews.putOnPattern', { name }), icon: <EventRepeatIcon fontSize="small" />, run: onAssign },
    { label: t('roster.members.title', { name }), icon: <GroupAddIcon fontSize="small" />, run: onAdd },
    { label: t('org.editNamed', { name }), icon: <EditIcon fontSize="small" />, run: onEdit },
    { label: t('org.deleteNamed', { name }), icon: <DeleteIcon fontSize="small" />, run: onDelete },
  ];
  if (!phone)
    return actions.map((a) => (
      <IconButton key={a.label} aria-label={a.label} onClick={a.run}>
        {a.icon}
      </IconButton>
    ));
  return (
    <>
      <IconButton aria-label={t('roster.crews.actions', { name })} aria-haspopup="menu" aria-controls={anchor ? menuId : undefined} aria-expanded={!!anchor} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {actions.map((a) => (
          <MenuItem
            key={a.label}
            onClick={() => {
              setAnchor(null);
              a.run();
            }}
          >
            <ListItemIcon>{a.icon}</ListItemIcon>
            {a.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
