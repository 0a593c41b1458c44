import { useSearchParams } from 'react-router';

/** Success of a vehicle search: the vin goes into the URL and vehicleId leaves it. */
export function useSelectVin() {
  const [, setParams] = useSearchParams();
  return (vin: string) =>
    setParams((params) => {
      params.set('vin', vin);
      params.delete('vehicleId');
      params.delete('VIN');
      return params;
    });
}
