import { Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { modelOptions } from './shared.js';
import { idKey, instant } from '@rr/server-kit/model-columns';

// A rider's favourite events and series.

/** One of a rider's favourite events. */
export class EventFavourite extends Model<InferAttributes<EventFavourite>, InferCreationAttributes<EventFavourite>> {
  declare riderId: string;
  declare eventId: string;
  declare createdAt: Date;
}

/** One of a rider's favourite series. */
export class SeriesFavourite extends Model<InferAttributes<SeriesFavourite>, InferCreationAttributes<SeriesFavourite>> {
  declare riderId: string;
  declare seriesId: string;
  declare createdAt: Date;
}

/** Binds these models to one Sequelize instance. */
export function defineFavouriteModels(sequelize: Sequelize): { EventFavourite: typeof EventFavourite; SeriesFavourite: typeof SeriesFavourite } {
  const common = modelOptions(sequelize);

  const EventFavouriteModel = class extends EventFavourite {};
  EventFavouriteModel.init(
    {
      riderId: idKey(),
      eventId: idKey(),
      createdAt: instant(),
    },
    { ...common, tableName: 'event_favourites', modelName: 'EventFavourite', timestamps: false },
  );

  const SeriesFavouriteModel = class extends SeriesFavourite {};
  SeriesFavouriteModel.init(
    {
      riderId: idKey(),
      seriesId: idKey(),
      createdAt: instant(),
    },
    { ...common, tableName: 'series_favourites', modelName: 'SeriesFavourite', timestamps: false },
  );

  return { EventFavourite: EventFavouriteModel, SeriesFavourite: SeriesFavouriteModel };
}
