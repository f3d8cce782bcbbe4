import type { CreationOptional, Sequelize } from 'sequelize';
import { optionalString, StampedModel } from '@rr/server-kit/model-columns';

/** The column shapes and model options the identity tables share (the generic shapes are @rr/server-kit/model-columns'). */

export const address = {
  addressLine1: optionalString(200),
  addressLine2: optionalString(200),
  city: optionalString(100),
  state: optionalString(100),
  zipcode: optionalString(20),
};

/** A stamped model whose row keeps a postal address in the `address` columns (dealers, promoters, riders), each part optional. */
export abstract class WithAddress<M extends WithAddress<M>> extends StampedModel<M> {
  declare addressLine1: CreationOptional<string | null>;
  declare addressLine2: CreationOptional<string | null>;
  declare city: CreationOptional<string | null>;
  declare state: CreationOptional<string | null>;
  declare zipcode: CreationOptional<string | null>;
}

/** A table whose `created_at` and `updated_at` Sequelize keeps. */
export const stamped = (sequelize: Sequelize) => ({ sequelize, underscored: true, timestamps: true }) as const;

/** A table that keeps its own times, or none. */
export const unstamped = (sequelize: Sequelize) => ({ sequelize, underscored: true, timestamps: false }) as const;
