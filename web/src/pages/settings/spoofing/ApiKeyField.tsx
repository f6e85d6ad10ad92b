import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';

interface ApiKeyFieldProps {
  apiKey: string;
  generating: boolean;
  disabled: boolean;
  onCopy: () => void;
  onRegenerate: () => void;
}

/** The main API key: read-only, copy (nothing to copy while empty) and regenerate. */
export function ApiKeyField({ apiKey, generating, disabled, onCopy, onRegenerate }: ApiKeyFieldProps) {
  const empty = apiKey === '';
  return (
    <TextField
      label="API Key"
      value={generating ? 'Generating…' : apiKey}
      fullWidth
      // Wraps on a phone instead of hiding the key's end.
      multiline
      maxRows={2}
      error={empty && !generating}
      helperText={
        empty && !generating
          ? 'No API key yet: regenerate one, then give it to Bazarr'
          : 'Bazarr sends this key with every request'
      }
      slotProps={{
        htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title="Copy API key">
                <span>
                  <IconButton aria-label="Copy API key" edge="end" disabled={empty || generating} onClick={onCopy}>
                    <ContentCopyRounded fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Regenerate API key">
                <span>
                  <IconButton
                    aria-label="Regenerate API key"
                    edge="end"
                    disabled={disabled || generating}
                    onClick={onRegenerate}
                  >
                    <AutorenewRounded fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
