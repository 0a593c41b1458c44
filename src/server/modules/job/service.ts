/**
 * The number of jobs in the shop network, for the header badge. The network job history
 * arrives with the repair-knowledge issue; until its table exists the network holds no jobs.
 */
export async function countNetworkJobs(): Promise<number> {
  return 0;
}
