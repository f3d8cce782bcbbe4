import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/** Room for a provider's redemption link: a URL, whose length the provider does not promise. */
export const REWARD_LINK_LENGTH = 1024;

/**
 * A paid cash-out keeps where the rider collects it: the provider's redemption link (from the order's answer, or the
 * first time the rider asks for it) and when the provider says the reward expires. The rider's history shows them on
 * every paid cash-out, not only once after paying; asking the provider each time would mint a new link per row and
 * read.
 */
export const cashoutRewardLinkMigration: Migration = {
  name: '0017-cashout-reward-link',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('cashouts', 'reward_link', { type: DataTypes.STRING(REWARD_LINK_LENGTH), allowNull: true });
    await queryInterface.addColumn('cashouts', 'reward_expires_at', { type: DataTypes.DATE(3), allowNull: true });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeColumn('cashouts', 'reward_expires_at');
    await queryInterface.removeColumn('cashouts', 'reward_link');
  },
};
