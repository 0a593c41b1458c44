import { ExtensionStatus } from '../../features/extension/components/extension-status';
import { SettingsLayout } from '../settings-layout';

export default function SettingsChromeExtensionPage() {
  return (
    <SettingsLayout title="Chrome Extension">
      <ExtensionStatus />
    </SettingsLayout>
  );
}
