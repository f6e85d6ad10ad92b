import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useConfigStatusQuery } from '../../api/queries';
import { SetupContext, type SetupControls } from './setup-context';
import { firstStepToDo, isFirstRun, type SetupStep } from './setup-rules';

const SetupDialog = lazy(() => import('./SetupDialog'));

/**
 * Holds the first-run setup for the signed-in shell: opens it by itself once on a first run (no
 * folder set yet), and for anyone who asks ("Open setup" on Configuration Required, the empty
 * dashboard). It sits above the pages so it stays open while the page behind it changes (the
 * Configuration Required gate fades into the dashboard once the library folder is saved).
 */
export function SetupProvider({ children }: { children: ReactNode }) {
  const { data: status } = useConfigStatusQuery();
  const [openAt, setOpenAt] = useState<SetupStep | null>(null);
  const offered = useRef(false);

  useEffect(() => {
    if (offered.current || !status) return;
    offered.current = true;
    if (isFirstRun(status)) setOpenAt('folders');
  }, [status]);

  const controls: SetupControls = useMemo(
    () => ({ open: (step) => setOpenAt(step ?? firstStepToDo(status)) }),
    [status],
  );
  return (
    <SetupContext.Provider value={controls}>
      {children}
      {openAt !== null && (
        <Suspense fallback={null}>
          <SetupDialog initialStep={openAt} onClose={() => setOpenAt(null)} />
        </Suspense>
      )}
    </SetupContext.Provider>
  );
}
