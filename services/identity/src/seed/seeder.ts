import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { applicationSeason, openApplicationSeasons } from '@rr/contracts';
import type { Logger, Outbox } from '@rr/server-kit';
import { createRider } from '../domain/create-rider.js';
import { locateDealer } from '../domain/dealer-locations.js';
import { PROMOTER_SEASON, type PromoterSeason } from '../domain/messages.js';
import { hashSecret } from '../domain/secrets.js';
import { createAdminAccount, createDealerAccount, createPromoterAccount } from '../data-access/accounts-repository.js';
import type { IdentityDb } from '../data-access/database.js';
import type { FileStorage } from '../data-access/storage/file-storage.js';
import { SEED_ADMIN, SEED_DEALERS, SEED_MAKE, SEED_PASSWORD, SEED_PROMOTERS, SEED_RIDERS, SEED_RIDER_PIN, SEED_VIN_PATTERNS, seedBikeReason, seedBikeVin, seedModelName } from './seed-data.js';

/**
 * One season's application of a seeded promoter, with its history (submitted, and the decision if any), `ago` days
 * before now.
 */
async function seedApplication(db: IdentityDb, outbox: Outbox, promoter: (typeof SEED_PROMOTERS)[number], answers: (typeof SEED_PROMOTERS)[number]['application'], season: number, ago: number): Promise<void> {
  const now = new Date();
  const applicationId = `app-${promoter.id}-${season}`;
  const submitted = new Date(now.getTime() - ago * 86_400_000);
  await db.sequelize.transaction(async (transaction) => {
    await db.models.PromoterApplication.create(
      {
        id: applicationId,
        promoterId: promoter.id,
        seasonYear: season,
        status: promoter.status,
        name: promoter.name,
        contactName: promoter.contactName,
        phone: promoter.phone,
        addressLine1: promoter.addressLine1,
        city: promoter.city,
        state: promoter.state,
        zipcode: promoter.zipcode,
        country: promoter.country,
        seriesName: answers.seriesName,
        averageEntries: answers.averageEntries,
        racesCount: answers.racesCount,
        amaSanctioned: answers.amaSanctioned,
        otherSanction: answers.otherSanction ?? null,
        mixedClasses: answers.mixedClasses,
        tracks: JSON.stringify(answers.tracks),
        locale: 'en',
        createdAt: submitted,
        updatedAt: submitted,
      },
      { transaction },
    );
    await db.models.PromoterApplicationEvent.create({ applicationId, action: 'submitted', fromStatus: null, toStatus: 'pending', effects: null, actorId: null, at: submitted }, { transaction });
    if (promoter.status !== 'pending') {
      const action = promoter.status === 'approved' ? 'approved' : 'rejected';
      await db.models.PromoterApplicationEvent.create(
        { applicationId, action, fromStatus: 'pending', toStatus: promoter.status, effects: null, actorId: SEED_ADMIN.id, at: new Date(submitted.getTime() + 3 * 86_400_000) },
        { transaction },
      );
    }
    // The events service learns the season and its sanctioning bodies as it would from a decision.
    await outbox.add<PromoterSeason>(transaction, PROMOTER_SEASON, {
      promoterId: promoter.id,
      seasonYear: season,
      status: promoter.status,
      sanctioningBodies: answers.amaSanctioned ? ['AMA'] : answers.otherSanction ? [answers.otherSanction] : [],
      at: submitted.toISOString(),
    });
  });
}

/**
 * A pro's licence and W-9 as the rider would upload them (a plain card-like picture each, no personal data): the
 * files in the storage, their rows, and the dates payouts reads to pay a pro's cash (documentsOnFile).
 */
async function seedDocuments(db: IdentityDb, storage: FileStorage, riderId: string): Promise<void> {
  const now = new Date();
  for (const [kind, colour] of [['licence', { r: 214, g: 228, b: 242 }], ['w9', { r: 240, g: 240, b: 232 }]] as const) {
    const band = await sharp({ create: { width: 640, height: 72, channels: 3, background: { r: 46, g: 74, b: 122 } } }).png().toBuffer();
    const bytes = await sharp({ create: { width: 640, height: 400, channels: 3, background: colour } }).composite([{ input: band, top: 0, left: 0 }]).png().toBuffer();
    const key = `riders/${riderId}/${kind}-seed.png`;
    await storage.put(key, bytes, 'image/png');
    await db.models.RiderDocument.create({ riderId, kind, storageKey: key, fileName: `${kind}.png`, contentType: 'image/png', sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), uploadedBy: riderId, uploadedAt: now });
  }
  await db.models.Rider.update({ licenceReceivedAt: now, w9ReceivedAt: now }, { where: { userId: riderId } });
}

/**
 * Seeds the demo programme. Idempotent: an account whose id (or e-mail) already exists is left as
 * it is, so running it again changes nothing. Riders go through `createRider`, so each new one also
 * gets its `rider.registered` outbox message (payouts opens the wallet).
 * One argon2id hash of the shared demo password (and one of the PIN) serves every seeded account. Given `documents`
 * (the file storage; the demo's activity), the roster's pros get their licence and W-9 on file.
 */
export async function seedIdentity(db: IdentityDb, outbox: Outbox, logger?: Logger, options: { documents?: FileStorage } = {}): Promise<{ created: string[] }> {
  const existing = new Set<string>();
  for (const user of await db.models.User.findAll({ attributes: ['id', 'email'] })) {
    existing.add(user.id);
    existing.add(user.email);
  }
  const isNew = (id: string, email: string) => !existing.has(id) && !existing.has(email.toLowerCase());
  const created: string[] = [];
  let passwordHash: string | undefined;
  let pinHash: string | undefined;
  const password = async () => (passwordHash ??= await hashSecret(SEED_PASSWORD));
  const pin = async () => (pinHash ??= await hashSecret(SEED_RIDER_PIN));

  if (isNew(SEED_ADMIN.id, SEED_ADMIN.email)) {
    await createAdminAccount(
      db,
      { id: SEED_ADMIN.id, email: SEED_ADMIN.email, passwordHash: await password(), emailVerified: true, phone: SEED_ADMIN.phone },
      { firstName: SEED_ADMIN.firstName, lastName: SEED_ADMIN.lastName },
    );
    created.push(SEED_ADMIN.id);
  }

  // The demo make's VIN patterns (a pattern and year already on file is left as it is).
  const patterns = await db.models.VinPattern.findAll({ attributes: ['id', 'pattern', 'year'] });
  const knownPatterns = new Set(patterns.flatMap((row) => [row.id, `${row.pattern}/${Number(row.year)}`]));
  const newPatterns = SEED_VIN_PATTERNS.filter((row) => !knownPatterns.has(row.id) && !knownPatterns.has(`${row.pattern}/${row.year}`));
  if (newPatterns.length > 0) await db.models.VinPattern.bulkCreate(newPatterns.map((row) => ({ ...row, wmi: row.pattern.slice(0, 3), make: SEED_MAKE })));

  for (const [riderIndex, rider] of SEED_RIDERS.entries()) {
    if (!isNew(rider.id, rider.email)) continue;
    await createRider(db, outbox, {
      id: rider.id,
      email: rider.email,
      passwordHash: await password(),
      pinHash: rider.withPin ? await pin() : null,
      emailVerified: rider.emailVerified,
      deactivated: rider.deactivated ?? false,
      profile: {
        firstName: rider.firstName,
        lastName: rider.lastName,
        country: rider.country,
        phone1: `${rider.country === 'CA' ? '416' : '951'}555${String(1000 + riderIndex)}`,
        addressLine1: `${100 + riderIndex * 7} Main St`,
        city: rider.city,
        state: rider.state,
        zipcode: rider.zipcode,
        sex: rider.sex,
        dateOfBirth: rider.dateOfBirth,
        racingType: rider.racingType,
        amaNumber: rider.country === 'US' ? String(700_000 + riderIndex * 37) : null,
        hometown: `${rider.city}, ${rider.state}`,
        pro: rider.pro,
        instagram: `${rider.firstName}${rider.lastName}`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
      },
      bikes: rider.bikes.map((bike, bikeIndex) => ({
        id: bike.id,
        year: bike.year,
        make: SEED_MAKE,
        model: seedModelName(bike.modelIndex),
        vin: seedBikeVin(riderIndex, bikeIndex, bike),
        valid: bike.valid,
        validReason: seedBikeReason(bike),
      })),
    });
    if (options.documents && rider.pro && rider.id.startsWith('rider-seed-')) await seedDocuments(db, options.documents, rider.id);
    created.push(rider.id);
  }

  for (const dealer of SEED_DEALERS) {
    if (!isNew(dealer.id, dealer.email)) continue;
    const { id, email, invited, ...record } = dealer;
    // An invited dealer has no password until it follows the mailed link (which also proves the e-mail).
    await createDealerAccount(db, { id, email, passwordHash: invited ? null : await password(), emailVerified: !invited }, {
      ...record,
      bio: `${dealer.name} has served riders in ${dealer.city} for years.`,
      // The finder's map point and distances: the reference point of the dealer's postal code.
      ...(await locateDealer(db, record)),
    });
    created.push(id);
  }

  for (const promoter of SEED_PROMOTERS) {
    if (!isNew(promoter.id, promoter.email)) continue;
    const { id, email, application, firstTime, ...record } = promoter;
    // A first-time applicant has no password until approved (the approval mails the link to choose one).
    await createPromoterAccount(db, { id, email, passwordHash: firstTime ? null : await password(), emailVerified: !firstTime }, record);
    // The season applications are for now; an approved promoter is also approved for the season still open before it
    // (from October the coming season is applied for while this year's events are still raced and paid; in early
    // January last season's results still come in), so the demo's events of today can be entered.
    const now = new Date();
    const coming = applicationSeason(now);
    if (promoter.status === 'approved') {
      for (const season of openApplicationSeasons(now)) if (season < coming) await seedApplication(db, outbox, promoter, application, season, 20 + 365 * (coming - season));
    }
    await seedApplication(db, outbox, promoter, application, coming, 20);
    created.push(id);
  }

  logger?.info({ created: created.length }, 'identity seed done');
  return { created };
}
