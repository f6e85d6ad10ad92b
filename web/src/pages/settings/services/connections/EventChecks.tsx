import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { connectionEventLabels, connectionEvents, type ConnectionEvent } from '@cinesync/common';

/** The changes a connection is told about, one box each. */
export function EventChecks({
  events,
  onChange,
}: {
  events: readonly ConnectionEvent[];
  onChange: (events: ConnectionEvent[]) => void;
}) {
  const toggle = (event: ConnectionEvent, on: boolean) =>
    onChange(connectionEvents.filter((each) => (each === event ? on : events.includes(each))));
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Tell it when a file is</FormLabel>
      <FormGroup row>
        {connectionEvents.map((event) => (
          <FormControlLabel
            key={event}
            label={connectionEventLabels[event]}
            control={
              <Checkbox checked={events.includes(event)} onChange={(change) => toggle(event, change.target.checked)} />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
