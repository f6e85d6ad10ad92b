import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { RequireAuth } from './auth/RequireAuth';
import { AppLayout } from './layout/AppLayout';

const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const FallbackPage = lazy(() => import('../pages/not-found/FallbackPage'));
const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage'));
const LibraryPage = lazy(() => import('../pages/library/LibraryPage'));
const FileOperationsPage = lazy(() => import('../pages/file-operations/FileOperationsPage'));
const FavoritesPage = lazy(() => import('../pages/favorites/FavoritesPage'));
const MediaPage = lazy(() => import('../pages/media/MediaPage'));
const SettingsPage = lazy(() => import('../pages/settings/SettingsPage'));

/** The route table. Every page is its own chunk; the shell loads once. */
export function AppRoutes() {
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
          <Route path="favorites" element={<FavoritesPage />} />
          <Route path="media/*" element={<MediaPage />} />
          <Route path="settings" element={<SettingsPage />} />
        </Route>
        <Route path="*" element={<FallbackPage />} />
      </Routes>
    </Suspense>
  );
}
