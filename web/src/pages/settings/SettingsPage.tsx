import { PlaceholderPage } from '../../components/PlaceholderPage';

/** /settings: placeholder for the General, Services, Spoofing and Jobs tabs. */
export default function SettingsPage() {
  return (
    <PlaceholderPage
      title="Settings"
      description="Configuration (directories, metadata, naming, services, spoofing and jobs) will be edited here."
    />
  );
}
