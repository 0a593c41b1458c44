import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { POLISH_STYLE_NAMES } from '../../../../shared/schemas/job-builder';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';

export type PolishStyle = (typeof POLISH_STYLE_NAMES)[number];

type PolishControlProps = {
  isPending: boolean;
  canPolish: boolean;
  onPolish: (style: PolishStyle) => void;
};

/** AI text polish: a style and a button; 'thinking...' while the text is being rewritten. */
export function PolishControl({ isPending, canPolish, onPolish }: PolishControlProps) {
  const [style, setStyle] = useState<PolishStyle>('Descriptive');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <NativeSelect
        aria-label="Polish style"
        value={style}
        onChange={(event) => setStyle(event.target.value as PolishStyle)}
        className="h-8 text-xs"
        disabled={isPending}
      >
        {POLISH_STYLE_NAMES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </NativeSelect>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPolish(style)}
        disabled={isPending || !canPolish}
        aria-label="Polish description"
      >
        <Sparkles /> {isPending ? 'thinking...' : 'Polish'}
      </Button>
    </div>
  );
}
