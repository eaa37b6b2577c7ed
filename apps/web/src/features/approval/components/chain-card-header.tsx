import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';

export interface TChainCardHeaderProps {
  title: string;
  titleId: string;
  level: 2 | 3;
  /** The id of the part the title opens and closes. */
  panelId: string;
  open: boolean;
  onToggle: () => void;
  /** The steps as edited, in a line ("Direct manager → HR"). */
  summary: string;
  waiting: number;
}

/**
 * A chain card's heading: its title is the button that opens or closes the editor (leave types
 * start closed, so a long list of them stays short), the steps in a line, and what waits.
 */
export function ChainCardHeader({ title, titleId, level, panelId, open, onToggle, summary, waiting }: TChainCardHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
      <Typography component={`h${level}`} variant={level === 2 ? 'h2' : 'h3'} sx={{ flex: '1 1 auto', m: 0 }}>
        <ButtonBase
          id={titleId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          data-testid="chain-toggle"
          sx={{
            font: 'inherit',
            textAlign: 'start',
            gap: 1,
            py: 0.5,
            paddingInlineEnd: '8px',
            marginInlineStart: '-4px',
            borderRadius: 1,
            '&:hover': { bgcolor: 'action.hover' },
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <ExpandMoreIcon aria-hidden sx={{ transform: open ? 'rotate(180deg)' : 'none', color: 'text.secondary' }} />
          {title}
        </ButtonBase>
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        color={waiting > 0 ? 'warning' : 'default'}
        label={waiting > 0 ? t('approvalChains.waiting', { count: waiting }) : t('approvalChains.noneWaiting')}
        data-testid="chain-waiting"
      />
      <Typography variant="body2" sx={{ flexBasis: '100%', color: 'text.secondary', paddingInlineStart: '36px' }} data-testid="chain-summary">
        {summary}
      </Typography>
    </Box>
  );
}
