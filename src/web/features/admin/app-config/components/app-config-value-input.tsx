import { type Control, Controller, type UseFormRegister } from 'react-hook-form';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Switch } from '../../../../components/ui/switch';
import type { AppConfigDisplay } from '../app-config-display';

export type AppConfigForm = { value: unknown };

type AppConfigValueInputProps = {
  id: string;
  display: AppConfigDisplay;
  register: UseFormRegister<AppConfigForm>;
  control: Control<AppConfigForm>;
};

/** The control of one key, by its type: dollars, whole words, a choice or an on/off switch. */
export function AppConfigValueInput({ id, display, register, control }: AppConfigValueInputProps) {
  switch (display.type) {
    case 'money':
      return (
        <div className="relative w-48">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500">
            $
          </span>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            className="pl-6"
            {...register('value', { valueAsNumber: true })}
          />
        </div>
      );
    case 'words':
      return (
        <div className="flex items-center gap-2">
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="w-28"
            {...register('value', { valueAsNumber: true })}
          />
          <span className="text-sm text-slate-600">words</span>
        </div>
      );
    case 'choice':
      return (
        <NativeSelect className="w-64" {...register('value')}>
          {display.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      );
    case 'switch':
      return (
        <Controller
          control={control}
          name="value"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch
                id={id}
                checked={field.value === true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
              <span className="text-sm text-slate-700" aria-hidden>
                {field.value === true ? 'On' : 'Off'}
              </span>
            </div>
          )}
        />
      );
  }
}
