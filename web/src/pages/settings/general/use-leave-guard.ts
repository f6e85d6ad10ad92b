import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** Where a click on `anchor` would take the app, when it is a plain in-app link to another page. */
function inAppTarget(anchor: HTMLAnchorElement, event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (anchor.target !== '' && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return target === here ? null : target;
}

export interface LeaveGuard {
  /** Runs `leave` at once when nothing is unsaved; otherwise asks first and runs it on Discard. */
  confirmLeave: (leave: () => void) => void;
  /** True while the question is on screen. */
  asking: boolean;
  stay: () => void;
  discard: () => void;
}

/**
 * Asks before unsaved edits are lost: the browser's own prompt on reload, close or an address typed
 * (`beforeunload`), and the app's question on an in-app link (the menu, the top bar) or a call to
 * `confirmLeave` (the Settings tabs). The router is a plain `BrowserRouter`, which has no navigation
 * blocker, so links are caught as they are clicked; the browser's Back button is not caught.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = inAppTarget(anchor, event);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving(() => () => void navigate(target));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, navigate]);

  const confirmLeave = useCallback((leave: () => void) => {
    if (dirtyRef.current) setLeaving(() => leave);
    else leave();
  }, []);

  return {
    confirmLeave,
    asking: leaving !== null,
    stay: () => setLeaving(null),
    discard: () => {
      const leave = leaving;
      setLeaving(null);
      leave?.();
    },
  };
}
