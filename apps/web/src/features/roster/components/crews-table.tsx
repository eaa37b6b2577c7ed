import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { useTranslation } from 'react-i18next';
import type { TCrew } from '@hr/shared';
import { STICKY_END_SX } from '@/components/sticky-end-cell';
import { screenDigits } from '@/lib/digits';
import { formatDate } from '@/lib/format';
import { typeName } from '@/lib/names';
import { useCrews, useDeleteCrew, usePatterns, useShiftOptions, useSites } from '../api/roster-api';
import { AssignDialog, type TAssignTarget } from './assign-dialog';
import { CrewActions } from './crew-actions';
import { CrewDialog } from './crew-dialog';
import { MembersDialog } from './members-dialog';
import { RosterSection } from './roster-section';

/**
 * HR's crews: each one's site, members and the pattern it rotates on; hr/admin add, edit and
 * delete them, put a crew on a pattern from a date, add people to it, and put chosen people on a
 * pattern without a crew.
 */
export function CrewsTable({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const query = useCrews();
  const sites = useSites().data ?? [];
  const patterns = usePatterns().data?.items ?? [];
  const shifts = useShiftOptions().data?.items ?? [];
  const remove = useDeleteCrew();
  const [editing, setEditing] = useState<TCrew | 'new' | null>(null);
  const [assigning, setAssigning] = useState<TAssignTarget>(null);
  const [adding, setAdding] = useState<TCrew | null>(null);
  const items = query.data?.items ?? [];
  const name = (c: TCrew) => typeName(c, ar);
  const siteName = (id: number | null) => {
    const s = id === null ? undefined : sites.find((x) => x.id === id);
    return s ? typeName(s, ar) : t('roster.crews.anySite');
  };
  const patternOf = (c: TCrew) => patterns.find((p) => p.id === c.patternId);
  return (
    <RosterSection
      id="crews"
      title={t('roster.crews.title')}
      intro={t('roster.crews.intro')}
      add={canEdit ? { label: t('roster.crews.add'), icon: <AddIcon />, onClick: () => setEditing('new') } : undefined}
      more={canEdit ? { label: t('roster.assign.titlePeople'), icon: <EventRepeatIcon />, onClick: () => setAssigning('people'), testId: 'assign-people' } : undefined}
      query={query}
      count={items.length}
      remove={remove}
      name={name}
      stickyEnd={canEdit}
    >
      {(askDelete) => (
        <>
          <Table size="small" aria-label={t('roster.crews.title')} sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('roster.crews.name')}</TableCell>
                <TableCell>{t('roster.crews.site')}</TableCell>
                <TableCell>{t('roster.crews.members')}</TableCell>
                <TableCell>{t('roster.crews.pattern')}</TableCell>
                {canEdit && <TableCell sx={STICKY_END_SX}>{t('org.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((c) => {
                const pattern = patternOf(c);
                return (
                  <TableRow key={c.id} data-testid={`crew-${c.id}`}>
                    <TableCell sx={{ fontWeight: 500 }}>{name(c)}</TableCell>
                    <TableCell>{siteName(c.siteId)}</TableCell>
                    <TableCell>{screenDigits(c.memberCount)}</TableCell>
                    <TableCell data-testid="crew-pattern">
                      {pattern ? typeName(pattern, ar) : t('roster.crews.noPattern')}
                      {pattern && c.anchorDate && (
                        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.85em' }}>
                          {t('roster.crews.since', { date: formatDate(c.anchorDate) })}
                        </Box>
                      )}
                    </TableCell>
                    {canEdit && (
                      <TableCell sx={{ whiteSpace: 'nowrap', ...STICKY_END_SX }}>
                        <CrewActions name={name(c)} onAssign={() => setAssigning({ crew: c })} onAdd={() => setAdding(c)} onEdit={() => setEditing(c)} onDelete={() => askDelete(c)} />
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
              {query.isSuccess && items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={canEdit ? 5 : 4}>{t('roster.crews.none')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          <CrewDialog crew={editing} sites={sites} onClose={() => setEditing(null)} />
          <AssignDialog target={assigning} patterns={patterns} shifts={shifts} onClose={() => setAssigning(null)} />
          <MembersDialog crew={adding} onClose={() => setAdding(null)} />
        </>
      )}
    </RosterSection>
  );
}
