import { SettingsLayout } from '../settings-layout';

export default function SettingsMatrixPage() {
  return (
    <SettingsLayout title="Matrices">
      <p className="text-sm text-slate-500">Loading…</p>
    </SettingsLayout>
  );
}
