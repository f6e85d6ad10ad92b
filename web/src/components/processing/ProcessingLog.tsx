import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useEffect, useRef, useState } from 'react';
import type { LogLine } from './processing-state';
import { plural } from '../../format/plural';

/** The tool's raw output (its own prompts included), folded away by default, following the newest line. */
export function ProcessingLog({ lines, initiallyOpen = false }: { lines: LogLine[]; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines, open]);
  return (
    <Box sx={{ mt: 2 }}>
      <Button size="small" onClick={() => setOpen((current) => !current)} aria-expanded={open}>
        {open ? 'Hide output' : `Show output (${plural(lines.length, 'line')})`}
      </Button>
      <Collapse in={open}>
        <Box
          ref={box}
          role="log"
          aria-label="Processing output"
          sx={{
            mt: 1,
            maxHeight: 220,
            overflow: 'auto',
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: 12,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {lines.map((line, index) => (
            <Box key={index} component="div" sx={{ color: line.error ? 'error.main' : 'text.primary' }}>
              {line.text}
            </Box>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
