import { staffChangeOf, type AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import * as crewWork from './crews';
import * as board from './get-dispatch-board';
import type {
  AddVehicleRoute,
  ChangeVehicleRoute,
  CreateCrewRoute,
  DeleteCrewRoute,
  GetDispatchBoardRoute,
  ListCrewsRoute,
  ListVehiclesRoute,
  UpdateCrewRoute,
} from './routes';
import * as vehicleWork from './vehicles';

export const listVehicles: AppRouteHandler<ListVehiclesRoute, AdminEnv> = async (c) =>
  c.json(await vehicleWork.listVehicles({ db: c.get('deps').db }), 200);

export const addVehicle: AppRouteHandler<AddVehicleRoute, AdminEnv> = async (c) =>
  c.json(
    await vehicleWork.addVehicle({
      db: c.get('deps').db,
      form: c.req.valid('json'),
      ...staffChangeOf(c),
    }),
    201,
  );

export const changeVehicle: AppRouteHandler<ChangeVehicleRoute, AdminEnv> = async (c) =>
  c.json(
    await vehicleWork.changeVehicle({
      db: c.get('deps').db,
      vehicleId: c.req.valid('param').vehicleId,
      inService: c.req.valid('json').in_service,
      ...staffChangeOf(c),
    }),
    200,
  );

export const listCrews: AppRouteHandler<ListCrewsRoute, AdminEnv> = async (c) =>
  c.json(await crewWork.listCrews({ db: c.get('deps').db }), 200);

export const createCrew: AppRouteHandler<CreateCrewRoute, AdminEnv> = async (c) =>
  c.json(
    await crewWork.saveCrew({
      db: c.get('deps').db,
      crewId: null,
      form: c.req.valid('json'),
      ...staffChangeOf(c),
    }),
    201,
  );

export const updateCrew: AppRouteHandler<UpdateCrewRoute, AdminEnv> = async (c) =>
  c.json(
    await crewWork.saveCrew({
      db: c.get('deps').db,
      crewId: c.req.valid('param').crewId,
      form: c.req.valid('json'),
      ...staffChangeOf(c),
    }),
    200,
  );

export const deleteCrew: AppRouteHandler<DeleteCrewRoute, AdminEnv> = async (c) =>
  c.json(
    await crewWork.deleteCrew({
      db: c.get('deps').db,
      crewId: c.req.valid('param').crewId,
      ...staffChangeOf(c),
    }),
    200,
  );

export const getDispatchBoard: AppRouteHandler<GetDispatchBoardRoute, AdminEnv> = async (c) =>
  c.json(
    await board.getDispatchBoard({ db: c.get('deps').db, day: c.req.valid('query').day }),
    200,
  );
