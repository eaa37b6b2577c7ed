import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useFormState, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { APPROVAL_MAX_STEPS, approverRoleOf, ZApprovalChainInputSchema, type TApprovalChain, type TApprovalChainInput, type TPersonOption } from '@hr/shared';
import { useNotify } from '@/hooks/use-notify';
import { isApiError } from '@/lib/api-client';
import { errorMessage, translateValidation } from '@/lib/errors';
import { personName } from '@/lib/names';
import { useSaveApprovalChain } from '../api/approval-api';
import { ChainCardHeader } from './chain-card-header';
import { ChainPreview } from './chain-preview';
import { ChainStepRow, type TChainFormValues } from './chain-step-row';
import { EscalateField } from './escalate-field';

const toForm = (c: TApprovalChain): TChainFormValues => ({
  kind: c.kind,
  leaveTypeId: c.leaveTypeId,
  steps: c.steps.map((s) => ({ approver: s.approver, personId: s.personId, rule: s.rule })),
  escalateAfterDays: c.escalateAfterDays,
});
/** What the server holds for a chain: the form is set again only when this changes (another card's save leaves this one's edits alone). */
const savedShape = (c: TApprovalChain) => JSON.stringify([c.steps.map((s) => [s.approver, s.personId, s.rule]), c.escalateAfterDays]);
/** The server's field paths ('chains.0.steps.1.personId') that have a field on the card. */
const FIELD = /^(steps\.\d+\.(approver|personId)|escalateAfterDays)$/;

/** Focuses an element once React has put the moved step in its place. */
const focusSoon = (id: string) => window.setTimeout(() => document.getElementById(id)?.focus(), 0);

export interface TChainCardProps {
  chain: TApprovalChain;
  title: string;
  /** h2 for a kind of its own, h3 for a leave type under the Leave heading. */
  level: 2 | 3;
  /** The person the preview tries the chain on (picked at the top of the page). */
  previewPerson: TPersonOption | null;
  /** Open at first (leave types start closed). */
  defaultOpen: boolean;
}

/**
 * One kind's (or leave type's) approval chain: its 1–5 steps in order, the escalation, saved on
 * its own (optionally moving the requests waiting now onto it), and beside it the preview of the
 * steps as edited for the person picked at the top of the page. Validated by the route's schema.
 */
export function ChainCard({ chain, title, level, previewPerson, defaultOpen }: TChainCardProps) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const titleId = useId();
  const baseId = useId();
  const save = useSaveApprovalChain();
  const panelId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [reroute, setReroute] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // People by id: the saved chain's named people and everyone picked since, for the pickers' values.
  const [known, setKnown] = useState<Map<number, TPersonOption>>(() => new Map());
  const { control, handleSubmit, reset, setError } = useForm<TChainFormValues, unknown, TApprovalChainInput>({
    resolver: zodResolver(ZApprovalChainInputSchema),
    defaultValues: toForm(chain),
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'steps' });
  const steps = useWatch({ control, name: 'steps' });
  const { errors } = useFormState({ control, name: 'steps' });
  // No steps or too many (the buttons prevent both; the schema says so if it comes to that).
  const stepsError = translateValidation(t, errors.steps?.root?.message ?? errors.steps?.message);

  const shape = savedShape(chain);
  useEffect(() => {
    reset(toForm(chain));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the saved shape stands for the chain
  }, [shape, reset]);
  const savedPeople = chain.steps.flatMap((s) => (s.person ? [s.person] : []));
  const person = (id: number | null | undefined) => (id == null ? null : (known.get(id) ?? savedPeople.find((p) => p.id === id) ?? null));
  const remember = (p: TPersonOption) => setKnown((m) => new Map(m).set(p.id, p));
  const summary = steps
    .map((s) => {
      const named = s.approver === 'person' ? person(s.personId) : null;
      return named ? personName(named, ar) : t(`approvalChains.approvers.${approverRoleOf(s, chain.kind)}`);
    })
    .join(t('approvalChains.next'));

  const stepId = (i: number) => `${baseId}-step-${fields[i]?.id ?? i}`;
  const onMove = (from: number, to: number) => {
    const id = stepId(from);
    move(from, to);
    // The button pressed is disabled at either end: focus then goes to the other direction's button.
    const last = fields.length - 1;
    focusSoon(to === 0 ? `${id}-down` : to === last ? `${id}-up` : `${id}-${to < from ? 'up' : 'down'}`);
  };
  const onRemove = (i: number) => {
    remove(i);
    focusSoon(`${baseId}-add`);
  };
  const full = fields.length >= APPROVAL_MAX_STEPS;

  const onSubmit = handleSubmit((input) => {
    save.mutate(
      { chain: input, reroute: reroute && chain.waiting > 0 },
      {
        onSuccess: (list) => {
          setReroute(false);
          notify(list.rerouted > 0 ? t('approvalChains.savedRerouted', { count: list.rerouted }) : t('approvalChains.saved'), 'success');
        },
        onError: (e) => {
          let placed = false;
          if (isApiError(e))
            for (const f of e.fields) {
              const path = f.path.replace(/^chains\.\d+\./, '');
              if (!FIELD.test(path)) continue;
              setError(path as FieldPath<TChainFormValues>, { type: 'server', message: f.message });
              placed = true;
            }
          if (!placed) setAlert(errorMessage(t, e));
        },
      },
    );
  });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid="chain-card"
      data-kind={chain.kind}
      data-leave-type={chain.leaveTypeId ?? undefined}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <ChainCardHeader
        title={title}
        titleId={titleId}
        level={level}
        panelId={panelId}
        open={open}
        onToggle={() => setOpen((o) => !o)}
        summary={summary}
        waiting={chain.waiting}
      />
      {/* Closed, the editor leaves the page (its edits stay in the form): a list of leave types stays light. */}
      <Box id={panelId}>
        <Collapse in={open} unmountOnExit>
          <Box sx={{ display: 'grid', gap: 3, pt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 18rem' }, alignItems: 'start' }}>
            <Box
              component="form"
              onSubmit={(e) => {
                // A refusal shown above the steps goes with the next try, whether or not the form then passes.
                setAlert(null);
                void onSubmit(e);
              }}
              noValidate
              sx={{ minWidth: 0 }}
            >
              {alert && (
                <Alert severity="error" sx={{ mb: 2 }} data-testid="chain-alert">
                  {alert}
                </Alert>
              )}
              <Box component="ol" aria-label={t('approvalChains.stepsLabel', { name: title })} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {fields.map((f, i) => (
                  <ChainStepRow
                    key={f.id}
                    control={control}
                    kind={chain.kind}
                    index={i}
                    count={fields.length}
                    idPrefix={`${baseId}-step-${f.id}`}
                    person={person}
                    onPicked={remember}
                    onMove={onMove}
                    onRemove={onRemove}
                  />
                ))}
              </Box>
              {stepsError && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {stepsError}
                </Alert>
              )}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
                <Button
                  id={`${baseId}-add`}
                  variant="outlined"
                  startIcon={<AddIcon />}
                  disabled={full}
                  aria-describedby={full ? `${baseId}-max` : undefined}
                  onClick={() => append({ approver: 'hr', personId: null })}
                  data-testid="chain-add-step"
                >
                  {t('approvalChains.add')}
                </Button>
                {full && (
                  <Typography id={`${baseId}-max`} variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('approvalChains.maxSteps', { max: APPROVAL_MAX_STEPS })}
                  </Typography>
                )}
              </Box>
              <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <EscalateField control={control} />
                {chain.waiting > 0 && (
                  <FormControlLabel
                    control={<Checkbox checked={reroute} onChange={(e) => setReroute(e.target.checked)} slotProps={{ input: { 'data-testid': 'chain-reroute' } as object }} />}
                    label={t('approvalChains.reroute', { count: chain.waiting })}
                  />
                )}
                <Button type="submit" variant="contained" disabled={save.isPending} data-testid="chain-save">
                  {t('approvalChains.save')}
                </Button>
              </Stack>
            </Box>
            <ChainPreview kind={chain.kind} person={previewPerson} steps={steps} level={level === 2 ? 3 : 4} />
          </Box>
        </Collapse>
      </Box>
    </Paper>
  );
}
