import { AdminSectionsGrid } from './admin-sections-grid';
import { DevModeSwitch } from './dev-mode-switch';

/** The admin home: the admin tools as cards and the Dev Mode switch. */
export function AdminHome() {
  return (
    <div className="space-y-8">
      <DevModeSwitch />
      <AdminSectionsGrid />
    </div>
  );
}
