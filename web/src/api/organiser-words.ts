import type { OrganiserSetupKey, OrganiserState } from '@cinesync/common';
import { plural } from '../format/plural';

// What the dashboard says about organising: the state in a sentence a person can act on, and the
// action that fixes it. Kept apart from the card so every state's words are tested directly.

const SETTINGS_PATH = '/settings';
const SERVICES_PATH = '/settings?tab=services';
const SOURCE_TAB_PATH = '/file-operations';

export type StatusAction = { kind: 'start'; label: string } | { kind: 'link'; label: string; to: string };

interface OrganiserStatusView {
  severity: 'info' | 'warning' | 'error';
  title: string;
  text: string;
  action: StatusAction | null;
  /** A scan is going: the card shows a moving bar. */
  busy: boolean;
}

const SETUP_NAMES: Record<OrganiserSetupKey, string> = {
  SOURCE_DIR: 'a source folder',
  DESTINATION_DIR: 'the library folder',
  TMDB_API_KEY: 'a TMDB key',
};

/** `a, b and c`. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** A scan's counts as a person reads them: `12 files seen · 10 linked · 2 waiting for review`. */
export function scanProgressText(counts: Readonly<Record<string, number>>): string {
  const parts = [plural(counts.seen ?? 0, 'file') + ' seen', `${counts.linked ?? 0} linked`];
  if ((counts.review ?? 0) > 0) parts.push(`${counts.review} waiting for review`);
  if ((counts.pending ?? 0) > 0) parts.push(`${counts.pending} waiting for TMDB`);
  if ((counts.failed ?? 0) > 0) parts.push(`${counts.failed} failed`);
  return parts.join(' · ');
}

/** Why the last scan failed, led by what a person recognises (TMDB refusing the key). */
function failureView(state: OrganiserState): OrganiserStatusView {
  const message = state.lastScan?.message ?? 'the last scan failed';
  const counts = state.lastScan?.counts ?? {};
  const waiting = (counts.pending ?? 0) + (counts.failed ?? 0);
  if (message.startsWith('TMDB refused the key')) {
    return {
      severity: 'error',
      title: 'TMDB refused the key: 0 files matched in the last scan',
      text: `${plural(waiting, 'file')} wait for a working TMDB key. Enter it in Settings; they are organised as soon as it is saved.`,
      action: { kind: 'link', label: 'Open Settings', to: SETTINGS_PATH },
      busy: false,
    };
  }
  if (message.startsWith('TMDB is unavailable')) {
    return {
      severity: 'error',
      title: 'TMDB could not be reached: 0 files matched in the last scan',
      text: `${message}. The files are tried again at the next scan.`,
      action: { kind: 'link', label: 'Open Services', to: SERVICES_PATH },
      busy: false,
    };
  }
  return {
    severity: 'error',
    title: 'Organising is failing',
    text: `The last scan failed: ${message}.`,
    action: { kind: 'link', label: 'Open Services', to: SERVICES_PATH },
    busy: false,
  };
}

/** The card for a state; null when all is well (the dashboard stays as the spec draws it). */
export function organiserStatusView(state: OrganiserState): OrganiserStatusView | null {
  switch (state.state) {
    case 'setup':
      return {
        severity: 'info',
        title: 'Organising has not started',
        text: `Set ${listed(state.missing.map((key) => SETUP_NAMES[key]))} in Settings; organising starts by itself once they are saved.`,
        action: { kind: 'link', label: 'Open Settings', to: SETTINGS_PATH },
        busy: false,
      };
    case 'stopped':
      return {
        severity: 'warning',
        title: 'Organising is stopped',
        text:
          'New files in the source folders are not organised or watched' +
          (state.autoStart ? '.' : ', and it stays stopped after a restart until it is started again.'),
        action: { kind: 'start', label: 'Start organising' },
        busy: false,
      };
    case 'scanning':
      return {
        severity: 'info',
        title: 'Organising the source folders',
        text: scanProgressText(state.currentScan?.counts ?? {}),
        action: { kind: 'link', label: 'View files', to: SOURCE_TAB_PATH },
        busy: true,
      };
    case 'paused': {
      const folders = state.pausedRoots.map(({ root, reason }) => `${root} (${reason})`);
      return {
        severity: 'warning',
        title: 'Organising is paused: a source folder is unavailable',
        text:
          `${listed(folders)} can't be read: a mount that dropped? Nothing was removed from the library; ` +
          'organising resumes by itself when the folder is back.',
        action: { kind: 'link', label: 'Open Services', to: SERVICES_PATH },
        busy: false,
      };
    }
    case 'failing':
      return failureView(state);
    case 'running':
      return null;
  }
}
