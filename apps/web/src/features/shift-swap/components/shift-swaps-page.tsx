import { useState } from 'react';
import Button from '@mui/material/Button';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ShiftSwapDialog } from './shift-swap-dialog';
import { ShiftSwapList } from './shift-swap-list';

/** /shift-swaps: "Ask for a swap" and the viewer's swaps, asked by them and of them. */
export function ShiftSwapsPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <PageHeader
        title={t('shiftSwap.title')}
        intro={t('shiftSwap.intro')}
        actions={
          <Button variant="contained" startIcon={<SwapHorizIcon />} onClick={() => setOpen(true)} data-testid="swap-new">
            {t('shiftSwap.ask')}
          </Button>
        }
      />
      <ShiftSwapList />
      <ShiftSwapDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
