// Makes by where they come from, as shop notes group them ('European vehicles') and as the guide
// index hints a European car's own jobs (long-life synthetic oil). Lower case, as vPIC names them.

export const EUROPEAN = [
  'bmw',
  'mercedes-benz',
  'audi',
  'volkswagen',
  'volvo',
  'porsche',
  'mini',
  'land rover',
  'jaguar',
  'fiat',
  'alfa romeo',
];
export const JAPANESE = [
  'toyota',
  'lexus',
  'honda',
  'acura',
  'nissan',
  'infiniti',
  'mazda',
  'subaru',
  'mitsubishi',
  'scion',
];
export const KOREAN = ['hyundai', 'kia', 'genesis'];
export const DOMESTIC = [
  'ford',
  'lincoln',
  'chevrolet',
  'gmc',
  'buick',
  'cadillac',
  'chrysler',
  'dodge',
  'jeep',
  'ram',
  'tesla',
];

/** Whether a make (as the VIN decoder names it) is European. */
export function isEuropeanMake(make: string | null | undefined): boolean {
  const name = (make ?? '').toLowerCase();
  return (
    name !== '' && EUROPEAN.some((m) => name === m || name.startsWith(`${m} `) || name.startsWith(`${m}-`))
  );
}
