import { createContext, type Dispatch, type ReactNode, useContext, useReducer } from 'react';
import { type BuilderAction, type BuilderState, builderReducer, EMPTY_BUILDER } from './builder-reducer';

type BuilderContextValue = { state: BuilderState; dispatch: Dispatch<BuilderAction> };

const BuilderContext = createContext<BuilderContextValue | null>(null);

/** The Enhanced Job of the /old page: the job cards add to it, the panel edits and sends it. */
export function JobBuilderProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(builderReducer, EMPTY_BUILDER);
  return <BuilderContext value={{ state, dispatch }}>{children}</BuilderContext>;
}

export function useJobBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error('useJobBuilder needs a JobBuilderProvider');
  return value;
}
