import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { connectionTypeLabels, type ConnectionView } from '@cinesync/common';
import { useState } from 'react';
import { useConnectionsQuery, useDeleteConnection } from '../../../../api/connections-queries';
import { ConnectionDialog } from './ConnectionDialog';

/** The dialog being shown: a new connection, one to edit, one to confirm deleting. */
type Open =
  { kind: 'none' } | { kind: 'edit'; saved: ConnectionView | null } | { kind: 'delete'; saved: ConnectionView };

/**
 * Settings → Services → Connections: the media servers, rclone remotes and webhooks told when the
 * library changes, several of each, with Add, Edit and Delete. The Plex server of Settings → Plex
 * is listed too, read-only.
 */
export function ConnectionsPanel({ onResult }: { onResult: (text: string, ok: boolean) => void }) {
  const connections = useConnectionsQuery();
  const remove = useDeleteConnection();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });
  const items = connections.data?.items ?? [];

  const confirmDelete = (saved: ConnectionView) => {
    close();
    remove.mutate(saved.id, {
      onSuccess: () => onResult(`${saved.name} deleted`, true),
      onError: (error) => onResult(error.message || `Failed to delete ${saved.name}`, false),
    });
  };

  return (
    <Card variant="outlined" component="section" aria-label="Connections">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Connections
          </Typography>
          <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setOpen({ kind: 'edit', saved: null })}>
            Add connection
          </Button>
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          Media servers, rclone mounts and webhooks told when files are linked, upgraded, renamed or deleted, so they
          rescan only the folders that changed.
        </Typography>
        {connections.isError && <Alert severity="error">Failed to load the connections</Alert>}
        {connections.isSuccess && items.length === 0 && (
          <Typography color="textSecondary">No connections yet.</Typography>
        )}
        {items.length > 0 && (
          <Box component="ul" aria-label="Connection list" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((item) => (
              <ConnectionRow
                key={item.id}
                item={item}
                onEdit={() => setOpen({ kind: 'edit', saved: item })}
                onDelete={() => setOpen({ kind: 'delete', saved: item })}
              />
            ))}
          </Box>
        )}
      </CardContent>
      {open.kind === 'edit' && (
        <ConnectionDialog
          saved={open.saved}
          onClose={close}
          onSaved={(name) => {
            close();
            onResult(`${name} saved`, true);
          }}
        />
      )}
      <Dialog open={open.kind === 'delete'} onClose={close} aria-labelledby="connection-delete-title">
        <DialogTitle id="connection-delete-title">
          Delete {open.kind === 'delete' ? open.saved.name : 'connection'}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>It is no longer told when the library changes.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => open.kind === 'delete' && confirmDelete(open.saved)}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

interface ConnectionRowProps {
  item: ConnectionView;
  onEdit: () => void;
  onDelete: () => void;
}

/** One connection: its name, type and address; Edit and Delete, or where to change it instead. */
function ConnectionRow({ item, onEdit, onDelete }: ConnectionRowProps) {
  const fromSettings = item.source === 'settings';
  return (
    <Box
      component="li"
      aria-label={item.name}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
          <Chip size="small" label={connectionTypeLabels[item.type]} />
          {!item.enabled && <Chip size="small" variant="outlined" label="Off" />}
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {item.url}
        </Typography>
        {fromSettings && (
          <Typography variant="body2" color="textSecondary">
            From the Plex settings: change it under Settings → Plex.
          </Typography>
        )}
      </Box>
      {!fromSettings && (
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${item.name}`} onClick={onEdit}>
              <EditRounded />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${item.name}`} onClick={onDelete}>
              <DeleteOutlineRounded />
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </Box>
  );
}
