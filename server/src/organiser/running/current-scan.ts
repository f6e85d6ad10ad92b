import type { EventPayload, LiveEvent, OrganiserCurrentScan } from '@cinesync/common';
import type { EventBus } from '../../events/event-bus.js';

/**
 * The scan going now, as its events tell it: a page opened mid-scan shows its progress at once,
 * then follows the same `scan_*` events live.
 */
export class CurrentScan {
  private current: OrganiserCurrentScan | null = null;
  private readonly unsubscribe: () => void;

  constructor(bus: EventBus) {
    this.unsubscribe = bus.subscribe(
      (event) => this.observe(event),
      ['scan_started', 'scan_progress', 'scan_completed', 'scan_failed'],
    );
  }

  get(): OrganiserCurrentScan | null {
    return this.current;
  }

  close(): void {
    this.unsubscribe();
  }

  private observe(event: LiveEvent): void {
    if (event.type === 'scan_started') {
      const { scanId = '' } = event.data as EventPayload<'scan_started'>;
      this.current = { scanId, startedAt: event.timestamp, counts: {} };
      return;
    }
    const { scanId = '' } = event.data as { scanId?: string };
    if (this.current?.scanId !== scanId) return;
    if (event.type === 'scan_progress') {
      const { seen, counts } = event.data as EventPayload<'scan_progress'>;
      this.current = { ...this.current, counts: counts ?? { seen } };
    } else {
      this.current = null;
    }
  }
}
