import type { FolderMapping } from '@cinesync/common';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useIsMobile } from '../../../app/layout/use-is-mobile';
import { SERVICE_TYPE_LABELS } from './mapping-draft';

interface FolderMappingsProps {
  mappings: readonly FolderMapping[];
  disabled: boolean;
  onEdit: (mapping: FolderMapping) => void;
  onDelete: (mapping: FolderMapping) => void;
}

const NO_MAPPINGS_TEXT = 'No folder mappings yet';

/** The folder mappings: a table on desktop, one card per mapping below 768 px (spec §2, §9). */
export function FolderMappings(props: FolderMappingsProps) {
  const phone = useIsMobile();
  if (props.mappings.length === 0) {
    return (
      <Typography color="textSecondary" sx={{ py: 2, textAlign: 'center' }}>
        {NO_MAPPINGS_TEXT}
      </Typography>
    );
  }
  return phone ? <MappingCards {...props} /> : <MappingTable {...props} />;
}

function MappingTable({ mappings, disabled, onEdit, onDelete }: FolderMappingsProps) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label="Folder mappings" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>Display Name</TableCell>
            <TableCell>Folder</TableCell>
            <TableCell>Service</TableCell>
            <TableCell>API Key</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {mappings.map((mapping) => (
            <TableRow key={mapping.folderPath} data-testid={`mapping-${mapping.folderPath}`}>
              <TableCell>{mapping.displayName}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{mapping.folderPath}</TableCell>
              <TableCell>{SERVICE_TYPE_LABELS[mapping.serviceType]}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{mapping.apiKey}</TableCell>
              <TableCell>
                <EnabledChip enabled={mapping.enabled} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <MappingActions mapping={mapping} disabled={disabled} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function MappingCards({ mappings, disabled, onEdit, onDelete }: FolderMappingsProps) {
  return (
    <Stack component="ul" aria-label="Folder mappings" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {mappings.map((mapping) => (
        <Card component="li" variant="outlined" key={mapping.folderPath} data-testid={`mapping-${mapping.folderPath}`}>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
                  {mapping.displayName}
                </Typography>
                <Typography
                  variant="body2"
                  color="textSecondary"
                  sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                >
                  {mapping.folderPath}
                </Typography>
              </Box>
              <MappingActions mapping={mapping} disabled={disabled} onEdit={onEdit} onDelete={onDelete} />
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
              <Chip size="small" variant="outlined" label={SERVICE_TYPE_LABELS[mapping.serviceType]} />
              <EnabledChip enabled={mapping.enabled} />
            </Box>
            <Typography variant="caption" color="textSecondary">
              API Key
            </Typography>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {mapping.apiKey}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function EnabledChip({ enabled }: { enabled: boolean }) {
  return <Chip size="small" color={enabled ? 'success' : 'default'} label={enabled ? 'Enabled' : 'Disabled'} />;
}

function MappingActions(props: {
  mapping: FolderMapping;
  disabled: boolean;
  onEdit: (mapping: FolderMapping) => void;
  onDelete: (mapping: FolderMapping) => void;
}) {
  const { mapping, disabled } = props;
  return (
    <Box sx={{ display: 'flex', flexShrink: 0 }}>
      <Tooltip title="Edit mapping">
        <span>
          <IconButton
            aria-label={`Edit ${mapping.displayName}`}
            disabled={disabled}
            onClick={() => props.onEdit(mapping)}
          >
            <EditRounded fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Delete mapping">
        <span>
          <IconButton
            aria-label={`Delete ${mapping.displayName}`}
            disabled={disabled}
            onClick={() => props.onDelete(mapping)}
          >
            <DeleteRounded fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
