import { Pencil } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';

type AdminEditButtonProps = ComponentProps<typeof Button> & {
  /** What the row shows, so a screen reader hears 'Edit Sam Advisor'. */
  name: string;
};

/** A row's Edit button (the trigger of its edit dialog). */
export function AdminEditButton({ name, variant = 'quiet', size = 'sm', ...props }: AdminEditButtonProps) {
  return (
    <Button variant={variant} size={size} aria-label={`Edit ${name}`} {...props}>
      <Pencil aria-hidden /> Edit
    </Button>
  );
}
