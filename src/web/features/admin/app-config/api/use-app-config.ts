import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppConfigKind } from '../../../../../shared/app-config';
import { type RouterOutputs, useTRPC } from '../../../../lib/trpc';

export type AppConfigEntry = RouterOutputs['appVariable']['getAppVariables'][number];
export type AppConfigChange = RouterOutputs['appVariable']['getAppVariableChanges']['changes'][number];

/** The variables or the settings, each with its value, default and who set it last. */
export function useAppConfigEntries(kind: AppConfigKind) {
  const trpc = useTRPC();
  const variables = useQuery({
    ...trpc.appVariable.getAppVariables.queryOptions(),
    enabled: kind === 'VARIABLE',
  });
  const settings = useQuery({
    ...trpc.appSetting.getAppSettings.queryOptions(),
    enabled: kind === 'SETTING',
  });
  return kind === 'VARIABLE' ? variables : settings;
}

/** One page (20 rows) of the change history of the variables or of the settings. */
export function useAppConfigChanges(kind: AppConfigKind, page: number) {
  const trpc = useTRPC();
  const variables = useQuery({
    ...trpc.appVariable.getAppVariableChanges.queryOptions({ page }),
    enabled: kind === 'VARIABLE',
  });
  const settings = useQuery({
    ...trpc.appSetting.getAppSettingChanges.queryOptions({ page }),
    enabled: kind === 'SETTING',
  });
  return kind === 'VARIABLE' ? variables : settings;
}

/** After a save or a reset the list and its history are read again (the history gained a row). */
function useWrittenOptions(kind: AppConfigKind, onSaved: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = kind === 'VARIABLE' ? trpc.appVariable : trpc.appSetting;
  return {
    onSuccess: async () => {
      onSaved();
      await queryClient.invalidateQueries({ queryKey: router.pathKey() });
    },
  };
}

export function useSaveAppConfig(kind: AppConfigKind, onSaved: () => void) {
  const trpc = useTRPC();
  const options = useWrittenOptions(kind, onSaved);
  const variable = useMutation(trpc.appVariable.saveAppVariable.mutationOptions(options));
  const setting = useMutation(trpc.appSetting.saveAppSetting.mutationOptions(options));
  return kind === 'VARIABLE' ? variable : setting;
}

export function useResetAppConfig(kind: AppConfigKind, onSaved: () => void) {
  const trpc = useTRPC();
  const options = useWrittenOptions(kind, onSaved);
  const variable = useMutation(trpc.appVariable.resetAppVariable.mutationOptions(options));
  const setting = useMutation(trpc.appSetting.resetAppSetting.mutationOptions(options));
  return kind === 'VARIABLE' ? variable : setting;
}
