import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export type SupplierNameComponent = ComponentType<{ name: string; className?: string }>;

type JobSourcingValue = {
  shopId: string;
  /** The page's vehicle; supplier parts are looked up for it. */
  vin: string;
  SupplierName: SupplierNameComponent;
};

const JobSourcingContext = createContext<JobSourcingValue | null>(null);

/** Suppliers not given a mark by the route are shown by name. */
function SupplierNameOnly({ name, className }: { name: string; className?: string }) {
  return <span className={className}>{name}</span>;
}

type JobSourcingProviderProps = {
  shopId: string;
  vin: string;
  /** How a supplier's name is shown: the route passes the known-supplier marks. */
  SupplierName?: SupplierNameComponent;
  children: ReactNode;
};

/** The shop and vehicle the builder's parts are sourced for; the route reads them from its contexts. */
export function JobSourcingProvider({
  shopId,
  vin,
  SupplierName = SupplierNameOnly,
  children,
}: JobSourcingProviderProps) {
  return <JobSourcingContext value={{ shopId, vin, SupplierName }}>{children}</JobSourcingContext>;
}

export function useJobSourcing(): JobSourcingValue {
  const value = useContext(JobSourcingContext);
  if (!value) throw new Error('useJobSourcing needs a JobSourcingProvider');
  return value;
}
