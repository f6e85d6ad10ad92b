import LockRounded from '@mui/icons-material/LockRounded';
import TokenRounded from '@mui/icons-material/DataObjectRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ConfigItem } from '@cinesync/common';
import { useState, type ReactNode } from 'react';
import {
  BETA_REASON,
  choiceLabel,
  configCardId,
  fieldKindOf,
  isEditable,
  isTruthy,
  lockedByText,
} from './config-display';
import { FolderBrowseButton } from './FolderBrowseButton';

interface ConfigFieldProps {
  item: ConfigItem;
  /** The pending edit, else the saved value. */
  value: string;
  modified: boolean;
  onChange: (value: string) => void;
  /** Present for naming formats: opens the token helper. */
  onOpenTokenHelper?: () => void;
  /** Shown under the editor: a Test button for a key or an address. */
  action?: ReactNode;
}

/**
 * One setting as a card: the editor its type calls for (spec §5) under the setting's label, a line
 * of help, and the `.env` name in small type with the badges, for people who know `.env`.
 */
export function ConfigField({ item, value, modified, onChange, onOpenTokenHelper, action }: ConfigFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const kind = fieldKindOf(item);
  const editable = isEditable(item);
  const id = `config-${item.key}`;
  // What the server found wrong with the stored value, until a new one is typed.
  const problem = modified ? undefined : item.problem;
  const helper = item.beta ? BETA_REASON : item.locked ? lockedByText(item) : problem;
  const common = {
    id,
    label: item.label,
    fullWidth: true,
    size: 'small' as const,
    disabled: item.beta || item.disabled,
    helperText: helper,
    error: problem !== undefined && helper === problem,
  };

  let editor;
  if (kind.kind === 'boolean' || kind.kind === 'choice') {
    const options = kind.kind === 'boolean' ? ['true', 'false'] : kind.options;
    const shown = kind.kind === 'boolean' ? String(isTruthy(value)) : value;
    editor = (
      <TextField
        {...common}
        select
        value={options.includes(shown) ? shown : ''}
        onChange={(event) => onChange(event.target.value)}
        // A locked select can't be read-only like a text box; it is disabled instead.
        disabled={!editable}
      >
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {kind.kind === 'choice' ? choiceLabel(item.key, option) : option}
          </MenuItem>
        ))}
      </TextField>
    );
  } else {
    const secret = kind.kind === 'secret';
    const folder = item.folder;
    editor = (
      <TextField
        {...common}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        type={secret && !revealed ? 'password' : kind.kind === 'integer' ? 'number' : 'text'}
        multiline={kind.kind === 'multiline'}
        minRows={kind.kind === 'multiline' ? 2 : undefined}
        autoComplete={secret ? 'new-password' : 'off'}
        slotProps={{
          htmlInput: {
            readOnly: item.locked,
            ...(kind.kind === 'integer' ? { min: 0, step: 1 } : {}),
          },
          input: {
            endAdornment:
              secret || onOpenTokenHelper || folder ? (
                <InputAdornment position="end">
                  {folder && (
                    <FolderBrowseButton
                      label={item.label}
                      value={value}
                      purpose={folder.purpose}
                      multiple={folder.multiple}
                      disabled={!editable}
                      onChange={onChange}
                    />
                  )}
                  {secret && (
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label={revealed ? `Hide ${item.key}` : `Show ${item.key}`}
                      onClick={() => setRevealed((shown) => !shown)}
                    >
                      {revealed ? <VisibilityOffRounded fontSize="small" /> : <VisibilityRounded fontSize="small" />}
                    </IconButton>
                  )}
                  {onOpenTokenHelper && (
                    <Tooltip title="Token helper">
                      <span>
                        <IconButton
                          size="small"
                          edge="end"
                          aria-label={`Token helper for ${item.key}`}
                          onClick={onOpenTokenHelper}
                          disabled={!editable}
                        >
                          <TokenRounded fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  )}
                </InputAdornment>
              ) : undefined,
          },
        }}
      />
    );
  }

  return (
    <Paper
      variant="outlined"
      id={configCardId(item.key)}
      data-testid={`config-item-${item.key}`}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      {editor}
      {action}
      {item.description && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} data-testid="config-help">
          {item.description}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 1 }}>
        <Typography
          component="code"
          variant="caption"
          color="textSecondary"
          data-testid="config-env-name"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0, mr: 'auto' }}
        >
          {item.key}
        </Typography>
        {item.required && <Chip size="small" color="error" variant="outlined" label="Required" />}
        {modified && <Chip size="small" color="warning" label="Modified" />}
        {item.beta && <Chip size="small" color="info" variant="outlined" label="Beta" />}
        {item.locked && (
          <Tooltip title={lockedByText(item)}>
            <Chip size="small" color="default" icon={<LockRounded />} label="LOCKED" />
          </Tooltip>
        )}
      </Box>
    </Paper>
  );
}
