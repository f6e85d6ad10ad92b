import { JOB_SCHEDULE_TYPES, type Job, type JobScheduleType } from '@cinesync/common';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { jobErrorText, scheduleFieldErrors, updateJobSchedule } from './jobs-api';
import { formFor, scheduleBody, validateSchedule, type ScheduleForm } from './schedule-form';

const SCHEDULE_LABELS: Record<JobScheduleType, string> = {
  manual: 'Manual',
  interval: 'Interval',
  cron: 'Cron',
  startup: 'On startup',
};

interface EditScheduleDialogProps {
  job: Job;
  onClose: () => void;
  onSaved: () => void;
}

/** Edit Schedule: type, interval or cron expression, and enabled; nothing else about a job can change. */
export function EditScheduleDialog({ job, onClose, onSaved }: EditScheduleDialogProps) {
  const api = useApi();
  const [form, setForm] = useState<ScheduleForm>(() => formFor(job));
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Why the server refused the schedule, per field; dropped once that field is edited. */
  const [refused, setRefused] = useState<{ interval?: string; cron?: string }>({});
  const errors = { ...refused, ...(touched ? validateSchedule(form) : {}) };
  const set = (change: Partial<ScheduleForm>) => {
    setForm((current) => ({ ...current, ...change }));
    const retyped = 'scheduleType' in change;
    setRefused((current) => ({
      interval: retyped || 'intervalText' in change ? undefined : current.interval,
      cron: retyped || 'cronExpression' in change ? undefined : current.cron,
    }));
  };

  const save = async () => {
    setTouched(true);
    const found = validateSchedule(form);
    if (found.interval || found.cron) return;
    setSaving(true);
    setError(null);
    try {
      await updateJobSchedule(api, job.id, scheduleBody(form));
      onSaved();
    } catch (caught) {
      setError(jobErrorText(caught, 'Failed to update job schedule'));
      setRefused(scheduleFieldErrors(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>Edit Schedule: {job.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            select
            label="Schedule Type"
            value={form.scheduleType}
            onChange={(event) => set({ scheduleType: event.target.value as JobScheduleType })}
          >
            {JOB_SCHEDULE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {SCHEDULE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          {form.scheduleType === 'interval' && (
            <TextField
              label="Interval (seconds)"
              value={form.intervalText}
              onChange={(event) => set({ intervalText: event.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={Boolean(errors.interval)}
              helperText={errors.interval ?? 'Seconds between runs'}
            />
          )}
          {form.scheduleType === 'cron' && (
            <TextField
              label="Cron Expression"
              value={form.cronExpression}
              onChange={(event) => set({ cronExpression: event.target.value })}
              error={Boolean(errors.cron)}
              helperText={errors.cron ?? 'e.g. 0 3 * * * (every day at 03:00, server time zone)'}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
          )}
          <FormControlLabel
            label="Enabled"
            control={<Switch checked={form.enabled} onChange={(event) => set({ enabled: event.target.checked })} />}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
