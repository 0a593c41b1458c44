import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';

/** A dollars-and-cents amount of the shop dialogs (labor rate, fees): never negative, to the cent. */
export function DollarInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  return <Input type="number" inputMode="decimal" min={0} step={0.01} {...props} />;
}
