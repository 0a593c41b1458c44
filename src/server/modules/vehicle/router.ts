import { getVehicleByPlateInput, getVehicleByVinInput } from '../../../shared/schemas/vehicle';
import { router } from '../../trpc/init';
import { protectedProcedure } from '../../trpc/procedures';
import { findVehicleByPlate, getVehicle } from './service';

export const vehicleRouter = router({
  getVehicleByVin: protectedProcedure
    .input(getVehicleByVinInput)
    .query(({ ctx, input }) => getVehicle(ctx, input)),
  getVehicleByPlate: protectedProcedure
    .input(getVehicleByPlateInput)
    .mutation(({ ctx, input }) => findVehicleByPlate(ctx, input)),
});
