import path from 'node:path';
import type { ReorganiseOperationDetail, ReorganisePreviewLine } from '@cinesync/common';
import pino from 'pino';
import { environmentValue } from './config/environment-value.js';
import { createLogger } from './log.js';
import { openOrganiser } from './organiser-context.js';
import type { PreviewScope } from './organiser/reorganise/reorganise-service.js';

type Out = (text: string) => void;

const REORGANISE_USAGE =
  'Usage: cinesync reorganise --preview [--json] [PATH] | --apply PREVIEW_ID | --undo OPERATION_ID\n';

/** Logs go to stderr so `--json` output stays clean. */
const stderrLog = () =>
  createLogger(environmentValue(process.env, 'LOG_LEVEL') ?? 'WARNING', pino.destination({ dest: 2, sync: true }));

function previewText(line: ReorganisePreviewLine): string {
  if (line.type === 'change') return `${line.kind.padEnd(9)} ${line.from} → ${line.to}\n`;
  if (line.type === 'conflict') return `conflict  ${line.from} → ${line.to} (${line.reason})\n`;
  const { renamed, moved, relinked } = line.kinds;
  return (
    `\n${line.changes} links would change (${renamed} renamed, ${moved} moved, ${relinked} relinked), ` +
    `${line.conflicts} conflicts left alone` +
    (line.unplanned > 0 ? `, ${line.unplanned} links not laid out again (see the log)` : '') +
    '.\n' +
    (line.changes > 0 ? `Apply it with: cinesync reorganise --apply ${line.previewId}\n` : '')
  );
}

function operationText(done: ReorganiseOperationDetail): string {
  const verb = done.kind === 'undo' ? 'Moved back' : 'Moved';
  const lines = [`${verb} ${done.moved} of ${done.total} links (operation ${done.id}, ${done.state}).`];
  if (done.error) lines.push(`error: ${done.error}`);
  for (const skipped of done.skippedEntries) lines.push(`skipped   ${skipped.from} (${skipped.reason})`);
  if (done.state === 'done' && done.moved > 0) lines.push(`Undo it with: cinesync reorganise --undo ${done.id}`);
  return lines.join('\n') + '\n';
}

/** A positive whole number given after `flag`, or null. */
function idAfter(args: string[], flag: string): number | null {
  const text = args[args.indexOf(flag) + 1] ?? '';
  return /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : null;
}

/**
 * `cinesync reorganise`: for people who change `.env` by hand. `--preview` prints what today's
 * settings would change (and keeps the preview); `--apply` and `--undo` run the operation in this
 * process and wait for it, so a cron job or a shell sees its end.
 */
export async function reorganiseCommand(args: string[], out: Out): Promise<number> {
  const mode = ['--preview', '--apply', '--undo'].filter((flag) => args.includes(flag));
  if (mode.length !== 1) {
    out(REORGANISE_USAGE);
    return 2;
  }
  const id = mode[0] === '--preview' ? null : idAfter(args, mode[0] as string);
  if (mode[0] !== '--preview' && id === null) {
    out(REORGANISE_USAGE);
    return 2;
  }
  const organising = await openOrganiser({ log: stderrLog(), role: 'reorganise' });
  const { reorganise, config } = organising.ctx;
  try {
    if (mode[0] === '--preview') {
      const json = args.includes('--json');
      const folder = args.slice(1).find((a) => !a.startsWith('--'));
      // A path may be given as it is on disk, or relative to the library.
      const library = config.get('DESTINATION_DIR');
      const scope: PreviewScope =
        folder === undefined ? null : { path: path.isAbsolute(folder) ? path.relative(library, folder) : folder };
      for await (const line of await reorganise.preview(scope))
        out(json ? JSON.stringify(line) + '\n' : previewText(line));
      return 0;
    }
    const { operationId } = mode[0] === '--apply' ? reorganise.apply(id as number) : reorganise.undo(id as number);
    await reorganise.settled();
    const done = reorganise.operation(operationId);
    out(operationText(done));
    return done.state === 'done' ? 0 : 1;
  } finally {
    await organising.close();
  }
}
