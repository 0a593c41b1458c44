import { createContext, type ReactNode, useContext } from 'react';

type JobSourcingValue = {
  shopId: string;
  /** The page's vehicle; supplier parts are looked up for it. */
  vin: string;
};

const JobSourcingContext = createContext<JobSourcingValue | null>(null);

type JobSourcingProviderProps = JobSourcingValue & { children: ReactNode };

/** The shop and vehicle the builder's parts are sourced for; the route reads them from its contexts. */
export function JobSourcingProvider({ shopId, vin, children }: JobSourcingProviderProps) {
  return <JobSourcingContext value={{ shopId, vin }}>{children}</JobSourcingContext>;
}

export function useJobSourcing(): JobSourcingValue {
  const value = useContext(JobSourcingContext);
  if (!value) throw new Error('useJobSourcing needs a JobSourcingProvider');
  return value;
}
