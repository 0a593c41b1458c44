import { getVehicleByPlateInput, getVehicleByVinInput } from '../../../shared/schemas/vehicle';
import { router } from '../../trpc/init';
import { memberProcedure, protectedProcedure } from '../../trpc/procedures';
import { findVehicleByPlate, getVehicle } from './service';

export const vehicleRouter = router({
  getVehicleByVin: protectedProcedure
    .input(getVehicleByVinInput)
    .query(({ ctx, input }) => getVehicle(ctx, input)),
  getVehicleByPlate: memberProcedure
    .input(getVehicleByPlateInput)
    .mutation(({ ctx, input }) => findVehicleByPlate(ctx, input)),
});
