/** A store's name without the supplier's name it often repeats ('NAPA Auto Parts - San Mateo'). */
export function storeLabel(supplierName: string, storeName: string | null): string | null {
  if (!storeName) return null;
  const prefix = `${supplierName} - `;
  return storeName.startsWith(prefix) ? storeName.slice(prefix.length) : storeName;
}
