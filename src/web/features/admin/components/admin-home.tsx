import { AdminSectionsGrid } from './admin-sections-grid';
import { DevModeSwitch } from './dev-mode-switch';
import { UrlParamsPanel } from './url-params-panel';

/** The admin home: the admin tools as cards, the Dev Mode switch and (in dev mode) the URL panel. */
export function AdminHome() {
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <DevModeSwitch />
        <UrlParamsPanel />
      </div>
      <AdminSectionsGrid />
    </div>
  );
}
