import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { RequireAuth } from './auth/RequireAuth';
import { AppLayout } from './layout/AppLayout';

const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const FallbackPage = lazy(() => import('../pages/not-found/FallbackPage'));
const loadDashboardPage = () => import('../pages/dashboard/DashboardPage');
const loadLibraryPage = () => import('../pages/library/LibraryPage');
const DashboardPage = lazy(loadDashboardPage);
const LibraryPage = lazy(loadLibraryPage);
const FileOperationsPage = lazy(() => import('../pages/file-operations/FileOperationsPage'));
const MissingPage = lazy(() => import('../pages/missing/MissingPage'));
const CalendarPage = lazy(() => import('../pages/calendar/CalendarPage'));
const FavoritesPage = lazy(() => import('../pages/favorites/FavoritesPage'));
const MediaPage = lazy(() => import('../pages/media/MediaPage'));
const SettingsPage = lazy(() => import('../pages/settings/SettingsPage'));

/** The pages people land on, by address: their code is asked for before sign-in is settled. */
const LANDING_PAGES: [RegExp, () => Promise<unknown>][] = [
  [/^\/(files|browse)(\/|$)/, loadLibraryPage],
  [/^\/(dashboard)?$/, loadDashboardPage],
];

/**
 * Starts loading the chunk of the page at `pathname`. Otherwise it is asked for only once the
 * auth check has answered and the shell has rendered, and the page's own requests wait behind it.
 */
function preloadPage(pathname: string): void {
  const load = LANDING_PAGES.find(([pattern]) => pattern.test(pathname))?.[1];
  // A failed preload is retried, and reported, by the lazy page itself.
  load?.().catch(() => undefined);
}

/** The route table. Every page is its own chunk; the shell loads once. */
export function AppRoutes() {
  const { pathname } = useLocation();
  useEffect(() => preloadPage(pathname), [pathname]);
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route
          path="/"
          element={
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          }
        >
          <Route index element={<Navigate to="/dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="files/*" element={<LibraryPage />} />
          <Route path="browse/*" element={<LibraryPage />} />
          <Route path="file-operations" element={<FileOperationsPage />} />
          <Route path="missing" element={<MissingPage />} />
          <Route path="calendar" element={<CalendarPage />} />
          <Route path="favorites" element={<FavoritesPage />} />
          <Route path="media/*" element={<MediaPage />} />
          <Route path="settings" element={<SettingsPage />} />
        </Route>
        <Route path="*" element={<FallbackPage />} />
      </Routes>
    </Suspense>
  );
}
