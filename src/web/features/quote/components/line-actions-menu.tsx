import { Ellipsis, ListStart, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { lineLabel } from '../../../../shared/line-label';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

type LineActionsMenuProps = {
  /** The line's title or name, for the menu button's accessible name. */
  name: string;
  onMoveToSuggested: () => void;
  onDelete: () => void;
  /** The line's own items, above 'Move to suggested'. */
  children?: ReactNode;
};

/** A quote line's 'More actions' menu: its own items, moving it back to the suggestions, and delete. */
export function LineActionsMenu({ name, onMoveToSuggested, onDelete, children }: LineActionsMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="quiet" size="xs" aria-label={`More actions for ${lineLabel(name)}`}>
          <Ellipsis />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {children}
        <DropdownMenuItem onSelect={onMoveToSuggested}>
          <ListStart /> Move to suggested
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2 /> Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
