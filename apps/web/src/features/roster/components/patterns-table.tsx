import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import type { TRotationPattern } from '@hr/shared';
import { LawFindingsMark } from '@/components/law-findings';
import { RowActions } from '@/components/row-actions';
import { screenDigits } from '@/lib/digits';
import { typeName } from '@/lib/names';
import { useDeletePattern, usePatterns, useShiftOptions } from '../api/roster-api';
import { CycleStrip } from './cycle-strip';
import { PatternDialog } from './pattern-dialog';
import { RosterSection } from './roster-section';
import { shiftLooks } from './shift-look';

/** HR's rotation patterns: each one's cycle at a glance, how many people and crews are on it; add, edit and delete for hr/admin. */
export function PatternsTable({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const query = usePatterns();
  const shifts = useShiftOptions().data?.items ?? [];
  const looks = shiftLooks(shifts, ar);
  const remove = useDeletePattern();
  const [editing, setEditing] = useState<TRotationPattern | 'new' | null>(null);
  const items = query.data?.items ?? [];
  const name = (p: TRotationPattern) => typeName(p, ar);
  return (
    <RosterSection
      id="patterns"
      title={t('roster.patterns.title')}
      intro={t('roster.patterns.intro')}
      add={canEdit ? { label: t('roster.patterns.add'), icon: <AddIcon />, onClick: () => setEditing('new') } : undefined}
      query={query}
      count={items.length}
      remove={remove}
      name={name}
    >
      {(askDelete) => (
        <>
          <Table size="small" aria-label={t('roster.patterns.title')} sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('roster.patterns.name')}</TableCell>
                <TableCell>{t('roster.patterns.cycle')}</TableCell>
                <TableCell>{t('roster.patterns.people')}</TableCell>
                <TableCell>{t('roster.patterns.crews')}</TableCell>
                {canEdit && <TableCell>{t('org.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((p) => (
                <TableRow key={p.id} data-testid={`pattern-${p.id}`}>
                  <TableCell sx={{ fontWeight: 500 }}>
                    {name(p)}
                    <br />
                    <span style={{ fontWeight: 400, fontSize: '0.85em' }}>{t('roster.patterns.length', { count: p.days.length })}</span>
                    <Box sx={{ fontWeight: 400 }}>
                      <LawFindingsMark findings={p.lawFindings} reason={p.lawReason} />
                    </Box>
                  </TableCell>
                  <TableCell>
                    <CycleStrip days={p.days} looks={looks} />
                  </TableCell>
                  <TableCell>{screenDigits(p.peopleCount)}</TableCell>
                  <TableCell>{screenDigits(p.crewCount)}</TableCell>
                  {canEdit && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {p.peopleCount + p.crewCount > 0 ? (
                        // In use: the server would refuse the delete, so it is not offered; the row says why.
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                          <IconButton aria-label={t('org.editNamed', { name: name(p) })} onClick={() => setEditing(p)}>
                            <EditIcon fontSize="small" />
                          </IconButton>
                          <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'normal', maxWidth: 180 }} data-testid="pattern-in-use">
                            {t('roster.patterns.inUse')}
                          </Typography>
                        </Box>
                      ) : (
                        <RowActions
                          editLabel={t('org.editNamed', { name: name(p) })}
                          onEdit={() => setEditing(p)}
                          deleteLabel={t('org.deleteNamed', { name: name(p) })}
                          onDelete={() => askDelete(p)}
                        />
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
              {query.isSuccess && items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={canEdit ? 5 : 4}>{t('roster.patterns.none')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          <PatternDialog pattern={editing} shifts={shifts} onClose={() => setEditing(null)} />
        </>
      )}
    </RosterSection>
  );
}
