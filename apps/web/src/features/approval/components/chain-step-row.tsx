import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { APPROVER_ROLES, approverRoleOf, stepOfRole, type TApprovalChainKind, type TApproverRole, type TPersonOption, type ZApprovalChainInputSchema } from '@hr/shared';
import { EmployeePicker } from '@/components/employee-picker';
import { translateValidation } from '@/lib/errors';

export type TChainFormValues = z.input<typeof ZApprovalChainInputSchema>;

/** The approvers whose meaning the step explains under its choice. */
const HELPED = new Set<TApproverRole>(['line_manager', 'nearest_manager', 'line_manager_of_manager', 'nearest_manager_of_manager', 'department_head']);

export interface TChainStepRowProps {
  control: Control<TChainFormValues>;
  /** The chain's kind: a manager step saved without its rule means the kind's. */
  kind: TApprovalChainKind;
  index: number;
  count: number;
  /** The id prefix of this step's buttons, so focus can follow a moved step. */
  idPrefix: string;
  /** People already known by id (the saved chain's, and those picked since). */
  person: (id: number | null | undefined) => TPersonOption | null;
  onPicked: (p: TPersonOption) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/**
 * One step of a chain: who approves it (the line manager and the nearest manager are two choices,
 * each explained under it) and, for a named person, the employee picker; buttons move it up or down
 * and remove it. On a phone the parts stack; on wider screens they share a row.
 */
export function ChainStepRow({ control, kind, index, count, idPrefix, person, onPicked, onMove, onRemove }: TChainStepRowProps) {
  const { t } = useTranslation();
  const n = index + 1;
  const approver = useWatch({ control, name: `steps.${index}.approver` });
  const { field: ruleField } = useController({ control, name: `steps.${index}.rule` });
  return (
    <Box
      component="li"
      data-testid="chain-step"
      sx={{
        display: 'grid',
        columnGap: 2,
        rowGap: 1.5,
        alignItems: 'start',
        // The picker (two fields) takes a row of its own under the choice: beside it, it had too little room.
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: '4.5rem minmax(0, 24rem) minmax(0, 1fr) auto' },
        gridTemplateAreas: { xs: '"num actions" "who who" "person person"', md: '"num who . actions" ". person person person"' },
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Typography sx={{ gridArea: 'num', fontWeight: 600, pt: { xs: 1, md: 2 } }}>{t('approvalChains.step', { n })}</Typography>
      <Controller
        control={control}
        name={`steps.${index}.approver`}
        render={({ field, fieldState }) => {
          const role = approverRoleOf({ approver: field.value, rule: ruleField.value }, kind);
          const error = translateValidation(t, fieldState.error?.message);
          return (
            <TextField
              select
              name={field.name}
              value={role}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(e) => {
                const step = stepOfRole(e.target.value as TApproverRole);
                field.onChange(step.approver);
                ruleField.onChange(step.rule ?? null);
              }}
              label={t('approvalChains.approver', { n })}
              fullWidth
              error={!!error}
              helperText={error ?? (HELPED.has(role) ? t(`approvalChains.approverHelp.${role as 'line_manager'}`) : undefined)}
              // The approver's name wraps on a phone rather than be cut: "Nearest manager (supervisors passed over)".
              sx={{ gridArea: 'who', '& .MuiSelect-select.MuiSelect-select': { whiteSpace: 'normal' } }}
              slotProps={{ htmlInput: { 'data-testid': 'step-approver' } }}
            >
              {APPROVER_ROLES.map((k) => (
                <MenuItem key={k} value={k}>
                  {t(`approvalChains.approvers.${k}`)}
                </MenuItem>
              ))}
            </TextField>
          );
        }}
      />
      {approver === 'person' && (
        <Box sx={{ gridArea: 'person', minWidth: 0 }}>
          <Controller
            control={control}
            name={`steps.${index}.personId`}
            render={({ field, fieldState }) => (
              <EmployeePicker
                value={person(field.value)}
                onChange={(p) => {
                  if (p) onPicked(p);
                  field.onChange(p?.id ?? null);
                }}
                label={t('approvalChains.person', { n })}
                codeLabel={t('approvalChains.personCode', { n })}
                error={translateValidation(t, fieldState.error?.message)}
                testId="step-person"
              />
            )}
          />
        </Box>
      )}
      <Box sx={{ gridArea: 'actions', display: 'flex', pt: { md: 1 } }}>
        <IconButton id={`${idPrefix}-up`} aria-label={t('approvalChains.moveUp', { n })} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton id={`${idPrefix}-down`} aria-label={t('approvalChains.moveDown', { n })} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={t('approvalChains.remove', { n })} disabled={count === 1} onClick={() => onRemove(index)} data-testid="step-remove">
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
