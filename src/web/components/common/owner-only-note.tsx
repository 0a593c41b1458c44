import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Alert } from '../ui/alert';

/** The server's refusal (OWNER_ONLY_MESSAGE) in the words of a whole screen. */
const OWNER_ONLY_SETTINGS_MESSAGE =
  "Only the shop's owners can change these settings. Ask an owner of the shop.";

type OwnerOnlyNoteProps = { children?: ReactNode; className?: string };

/**
 * The one note a shop's member sees where owners change things (My Shop, Matrices, Integrations,
 * Users): the screen stays readable, and this line says why its buttons are not there.
 */
export function OwnerOnlyNote({ children = OWNER_ONLY_SETTINGS_MESSAGE, className }: OwnerOnlyNoteProps) {
  return (
    <Alert variant="info" className={cn('flex items-center gap-2', className)}>
      <LockKeyhole className="size-4 shrink-0 text-slate-500" aria-hidden />
      <span>{children}</span>
    </Alert>
  );
}
