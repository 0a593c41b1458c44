// Local storage keeps the last shopId and vehicleId (spec: 'Local storage keys hold the last
// vehicleId and shopId'), the admin's dev mode switch and the collapsed-sidebar flag. Access can
// throw in private modes, so failures are ignored.
export const STORAGE_KEYS = {
  shopId: 'shopId',
  vehicleId: 'vehicleId',
  devMode: 'devMode',
  sidebarCollapsed: 'sidebarCollapsed',
} as const;

export function readStored(key: keyof typeof STORAGE_KEYS): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS[key]);
  } catch {
    return null;
  }
}

export function writeStored(key: keyof typeof STORAGE_KEYS, value: string | null) {
  try {
    if (value) window.localStorage.setItem(STORAGE_KEYS[key], value);
    else window.localStorage.removeItem(STORAGE_KEYS[key]);
  } catch {
    // storage unavailable: the URL still carries the context
  }
}
