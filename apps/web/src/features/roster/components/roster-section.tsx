import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DeleteNamedDialog } from '@/components/delete-named-dialog';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';

export interface TSectionAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  testId?: string;
}

/**
 * One part of HR's rosters page: a heading with a line of what it is, its buttons, the table
 * (loading, error, scrolling) and the "Delete …?" question, whose refusal (a pattern or a crew in
 * use) stays above the table. `children` gets the function that asks to delete a row.
 */
export function RosterSection<T extends { id: number }>({
  id,
  title,
  intro,
  add,
  more,
  query,
  count,
  remove,
  name,
  stickyEnd,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  add?: TSectionAction;
  more?: TSectionAction;
  query: { isFetching: boolean; isPending: boolean; isError: boolean; error: unknown };
  count: number;
  remove: { mutate: Parameters<typeof useConfirmedDelete<T>>[0]['remove']['mutate']; isPending: boolean };
  name: (item: T) => string;
  /** The table's last column (the actions) stays in view while the others scroll. */
  stickyEnd?: boolean;
  children: (askDelete: (item: T) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { toDelete, setToDelete, deleteError, setDeleteError, confirmDelete } = useConfirmedDelete<T>({ remove, name, deletedMessage: t('org.deleted') });
  return (
    <Box component="section" sx={{ mb: 4 }} data-testid={`section-${id}`}>
      {/* Not a labelled region: the table's scroll region below carries the title as its name. */}
      <Typography variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: '70ch' }}>{intro}</Typography>
      {(add || more) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
          {[add, more].map(
            (a, i) =>
              a && (
                <Button key={a.label} variant={i === 0 ? 'contained' : 'outlined'} startIcon={a.icon} onClick={a.onClick} data-testid={a.testId}>
                  {a.label}
                </Button>
              ),
          )}
        </Box>
      )}
      {deleteError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setDeleteError(null)} data-testid={`${id}-delete-error`}>
          {deleteError}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <PagedTableFrame query={query} label={title} count={count} stickyEnd={stickyEnd}>
          {children(setToDelete)}
        </PagedTableFrame>
      </Paper>
      <DeleteNamedDialog name={toDelete && name(toDelete)} pending={remove.isPending} onConfirm={confirmDelete} onClose={() => setToDelete(null)} />
    </Box>
  );
}
